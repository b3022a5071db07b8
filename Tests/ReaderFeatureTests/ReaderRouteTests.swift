import NavigationCore
import ReaderFeature
import Testing

@MainActor
struct ReaderRouteTests {
  nonisolated static let everyRoute: [ReaderRoute] = [
    .chapter(seriesID: "op", chapter: 1085),
    .page(seriesID: "op", chapter: 1085, page: 3),
    .immersive(seriesID: "op", chapter: 1085, page: 3),
  ]

  @Test func everyKeyIsDeclaredOnceInCaseOrder() throws {
    #expect(Self.everyRoute.map(\.key) == ReaderRoute.keys)
    #expect(Set(ReaderRoute.keys).count == ReaderRoute.caseNames.count)
    #expect(ReaderRoute.feature == "reader")
    #expect(ReaderFeature.name == "reader")
    #expect(try makeReader().tab == nil)
    #expect(try makeReader().tabRoot == nil)
  }

  @Test(arguments: everyRoute)
  func routeRoundTripsThroughFlatJSON(route: ReaderRoute) throws {
    let object = try RouteCoding.object(for: route.erased)
    #expect(object["key"] == .string(route.key))
    #expect(try RouteCoding.decode(ReaderRoute.self, from: object) == route)
  }

  @Test func pageEncodesAsFlatJSON() throws {
    #expect(
      try RouteCoding.jsonString(
        for: ReaderRoute.page(seriesID: "op", chapter: 1085, page: 3).erased)
        == #"{"chapter":1085,"key":"reader.page","page":3,"seriesID":"op"}"#)
  }
}
