import Foundation
import NavigationCore
import TestSupport
import Testing

/// The flat route encoder must give exactly what the JSON path gives, for every shape.
struct RouteFieldEncoderTests {
  /// Routes with every field shape: scalars at their limits, unlabelled values, and shapes
  /// the fast path hands to JSON (doubles, UUIDs, nested values, optionals, collections).
  private enum ShapeRoute: Route {
    case plain
    case text(id: String)
    case number(value: Int)
    case flag(on: Bool)
    case unlabelled(String, Int)
    case double(value: Double)
    case uuid(id: UUID)
    case optional(id: String?)
    case nested(inner: Inner)
    case small(value: Int8)

    struct Inner: Hashable, Codable { var id: String }

    static let feature = "shape"
    static let caseNames = [
      "plain", "text", "number", "flag", "unlabelled", "double", "uuid", "optional", "nested",
      "small",
    ]
  }

  @Test(arguments: [
    ShapeRoute.plain.erased,
    ShapeRoute.text(id: "").erased,
    ShapeRoute.text(id: "true").erased,
    ShapeRoute.text(id: "1").erased,
    ShapeRoute.text(id: "é/🙂\u{0}\"").erased,
    ShapeRoute.number(value: 0).erased,
    ShapeRoute.number(value: 1).erased,
    ShapeRoute.number(value: -1).erased,
    ShapeRoute.number(value: .max).erased,
    ShapeRoute.number(value: .min).erased,
    ShapeRoute.flag(on: true).erased,
    ShapeRoute.flag(on: false).erased,
    ShapeRoute.unlabelled("op", 3).erased,
    ShapeRoute.double(value: 3).erased,
    ShapeRoute.double(value: 2.5).erased,
    ShapeRoute.uuid(id: UUID(uuidString: "5B7F2E0C-1D2A-4C3B-9E8F-0A1B2C3D4E5F")!).erased,
    ShapeRoute.optional(id: "x").erased,
    ShapeRoute.optional(id: nil).erased,
    ShapeRoute.nested(inner: .init(id: "x")).erased,
    ShapeRoute.small(value: 7).erased,
    AlphaRoute.home.erased,
    AlphaRoute.page(id: "op", number: 1085).erased,
  ])
  func fastPathEqualsTheJSONPath(route: AnyRoute) {
    let fast = Result { try RouteCoding.object(for: route) }
    let json = Result { try RouteCoding.jsonObject(for: route) }
    switch (fast, json) {
    case (.success(let fast), .success(let json)): #expect(fast == json)
    case (.failure(let fast), .failure(let json)): #expect("\(fast)" == "\(json)")
    default: Issue.record("fast \(fast) but JSON \(json)")
    }
  }

  @Test func scalarsKeepTheirKinds() throws {
    let object = try RouteCoding.object(for: ShapeRoute.unlabelled("op", 3).erased)
    #expect(object == ["key": .string("shape.unlabelled"), "_0": .string("op"), "_1": .integer(3)])
  }
}
