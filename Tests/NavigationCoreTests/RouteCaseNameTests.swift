import NavigationCore
import TestSupport
import Testing

/// A route's case name comes from its `Codable` form when that names a listed case, and
/// always equals what reflection gives.
struct RouteCaseNameTests {
  /// Cases with and without fields, unlabelled fields and fields of other types.
  private enum ShapeRoute: Route {
    case plain
    case text(id: String)
    case unlabelled(String, Int)
    case nested(inner: [String])
    case optional(id: String?)

    static let feature = "shape"
    static let caseNames = ["plain", "text", "unlabelled", "nested", "optional"]
  }

  /// A case whose coding key is renamed: its `Codable` form does not name the case.
  private enum RenamedRoute: Route {
    case page(id: String)
    case list

    enum CodingKeys: String, CodingKey {
      case page = "p"
      case list
    }

    static let feature = "renamed"
    static let caseNames = ["page", "list"]
  }

  /// A route that is not an enum: reflection names its first stored property.
  private struct PlainRoute: Route {
    var id: String

    static let feature = "plain"
    static let caseNames = ["id"]
  }

  /// A route whose `Codable` form writes its fields without a case object.
  private enum FlatRoute: Route {
    case item(id: String)

    static let feature = "flat"
    static let caseNames = ["item"]

    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .item(let id): try container.encode(id)
      }
    }

    init(from decoder: any Decoder) throws {
      self = .item(id: try decoder.singleValueContainer().decode(String.self))
    }
  }

  /// What reflection gives: the one child's label, or the printed case.
  private static func reflected(_ route: some Route) -> String {
    Mirror(reflecting: route).children.first?.label ?? String(describing: route)
  }

  @Test func enumCasesAreNamedAsReflectionNamesThem() {
    let routes: [any Route] = [
      ShapeRoute.plain, ShapeRoute.text(id: "op"), ShapeRoute.unlabelled("op", 3),
      ShapeRoute.nested(inner: ["a"]), ShapeRoute.optional(id: nil), AlphaRoute.home,
      AlphaRoute.item(id: "op"), AlphaRoute.page(id: "op", number: 3),
      BetaRoute.toggle(isOn: true),
    ]
    for route in routes {
      #expect(route.caseName == Self.reflected(route))
    }
    #expect(ShapeRoute.unlabelled("op", 3).key == "shape.unlabelled")
    #expect(AlphaRoute.page(id: "op", number: 3).key == "alpha.page")
  }

  @Test func otherShapesFallBackToReflection() {
    #expect(RenamedRoute.page(id: "x").caseName == "page")
    #expect(RenamedRoute.list.caseName == "list")
    #expect(PlainRoute(id: "x").caseName == "id")
    #expect(FlatRoute.item(id: "x").caseName == "item")
    #expect(FlatRoute.item(id: "x").key == "flat.item")
  }
}
