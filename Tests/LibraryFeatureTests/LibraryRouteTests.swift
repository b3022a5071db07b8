import LibraryFeature
import NavigationCore
import Testing

struct LibraryRouteTests {
  static let everyRoute: [LibraryRoute] = [
    .seriesList, .series(seriesID: "op"), .chapters(seriesID: "op"), .addToList(seriesID: "op"),
  ]

  @Test func everyKeyIsDeclaredOnceInCaseOrder() {
    #expect(Self.everyRoute.map(\.key) == LibraryRoute.keys)
    #expect(Set(LibraryRoute.keys).count == LibraryRoute.caseNames.count)
    #expect(LibraryRoute.feature == "library")
  }

  @Test(arguments: everyRoute)
  func routeRoundTripsThroughFlatJSON(route: LibraryRoute) throws {
    let object = try RouteCoding.object(for: route.erased)
    #expect(object["key"] == .string(route.key))
    #expect(try RouteCoding.decode(LibraryRoute.self, from: object) == route)
  }

  @Test func seriesEncodesAsFlatJSON() throws {
    #expect(
      try RouteCoding.jsonString(for: LibraryRoute.series(seriesID: "op").erased)
        == #"{"key":"library.series","seriesID":"op"}"#)
    #expect(
      try RouteCoding.jsonString(for: LibraryRoute.seriesList.erased)
        == #"{"key":"library.seriesList"}"#)
  }
}
