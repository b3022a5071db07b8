import NavigationCore
import SearchFeature
import Testing

struct SearchRouteTests {
  static let everyRoute: [SearchRoute] = [
    .home, .results(query: "Jūjutsu “Kaisen”"), .results(query: "1085"),
  ]

  @Test func everyKeyIsDeclaredOnceInCaseOrder() {
    #expect(Self.everyRoute.prefix(2).map(\.key) == SearchRoute.keys)
    #expect(Set(SearchRoute.keys).count == SearchRoute.caseNames.count)
    #expect(SearchRoute.feature == "search")
  }

  @Test(arguments: everyRoute)
  func routeRoundTripsThroughFlatJSON(route: SearchRoute) throws {
    let object = try RouteCoding.object(for: route.erased)
    #expect(object["key"] == .string(route.key))
    #expect(try RouteCoding.decode(SearchRoute.self, from: object) == route)
  }

  @Test func resultsEncodeAsFlatJSON() throws {
    #expect(
      try RouteCoding.jsonString(for: SearchRoute.results(query: "one").erased)
        == #"{"key":"search.results","query":"one"}"#)
  }
}
