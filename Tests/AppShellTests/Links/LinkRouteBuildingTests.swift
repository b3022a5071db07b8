import AppShell
import AppShellTestSupport
import NavigationCore
import NavigationRouter
import Testing
import UserData

/// Routes a link or a saved object builds directly (``LinkBuildableRoute``) equal the ones
/// decoded through their `Codable` form for every route kind, and whatever the builders leave
/// is decoded with decoding's errors.
@MainActor
struct LinkRouteBuildingTests {
  private let registry: FeatureRegistry<UserDataChange>

  init() throws {
    registry = try SampleApp.registry()
  }

  /// The route its own type builds from its flat object, without the registry's fallback.
  private func built(_ route: AnyRoute, from object: [String: JSONScalar]) -> AnyRoute? {
    func build<R: LinkBuildableRoute>(_: R) -> AnyRoute? {
      R(key: route.key, fields: object).map(AnyRoute.init)
    }
    return (route.base as? any LinkBuildableRoute).flatMap { build($0) }
  }

  @Test(arguments: SampleRoutes.everyKind)
  func everyRouteKindIsBuiltAsDecoded(route: AnyRoute) throws {
    let object = try RouteCoding.object(for: route)
    #expect(built(route, from: object) == route)
    #expect(try registry.decodeRouteThroughCoding(object) == route)
    #expect(try registry.decodeRoute(object) == route)
    #expect(try registry.linkRoute(object) == route)
    // The key the route carries from its link or its saved object is the one its value has.
    #expect(try registry.linkRoute(object).key == route.base.key)
    #expect(try registry.decodeRoute(object).key == route.base.key)
  }

  @Test func extraFieldsAreIgnoredAsDecodingIgnoresThem() throws {
    let object: [String: JSONScalar] = [
      "key": .string("reader.chapter"), "seriesID": .string("op"), "chapter": .integer(3),
      "page": .integer(9),
    ]
    let chapter = try registry.decodeRouteThroughCoding(object)
    #expect(chapter.key == "reader.chapter")
    #expect(try registry.decodeRoute(object) == chapter)
    #expect(try registry.linkRoute(object) == chapter)
  }

  /// Objects no builder takes: each is decoded, and fails exactly as decoding fails.
  @Test(
    arguments: [
      ["key": .string("reader.page"), "seriesID": .string("op"), "chapter": .string("1")],
      ["key": .string("reader.page"), "seriesID": .string("op"), "chapter": .integer(1)],
      ["key": .string("library.series"), "seriesID": .integer(7)],
      ["key": .string("fieldnotes.note")],
      ["key": .string("search.results"), "query": .bool(true)],
      ["key": .string("nowhere.route")],
      ["key": .integer(1)],
      [:],
    ] as [[String: JSONScalar]])
  func whatNoBuilderTakesFailsAsDecodingFails(object: [String: JSONScalar]) {
    let coded = Result { () throws(RouteCodingError) in
      try registry.decodeRouteThroughCoding(object)
    }
    let decoded = Result { () throws(RouteCodingError) in try registry.decodeRoute(object) }
    let linked = Result { () throws(RouteCodingError) in try registry.linkRoute(object) }
    guard case .failure(let codingError) = coded, case .failure(let decodingError) = decoded,
      case .failure(let linkError) = linked
    else {
      Issue.record("\(object) coded to \(coded), decoded to \(decoded), linked to \(linked)")
      return
    }
    #expect(decodingError == codingError)
    #expect(linkError == codingError)
  }
}
