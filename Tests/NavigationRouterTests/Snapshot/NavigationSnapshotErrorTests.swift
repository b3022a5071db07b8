import Foundation
import NavigationCore
import NavigationRouter
import Testing

/// Reading a snapshot that is not valid fails with an error naming the field and the value.
struct NavigationSnapshotErrorTests {
  /// A valid version 2 file with `stacks` replaced.
  private static func file(stacks: String, selectedTab: String = #""shop""#) -> Data {
    Data(
      #"{"version":2,"selectedTab":\#(selectedTab),"layout":"compact","window":1,"stacks":\#(stacks)}"#
        .utf8)
  }

  @Test func aMissingFieldIsNamedByItsPath() {
    #expect(throws: NavigationSnapshotError.missingField("stacks.shop.path")) {
      try NavigationSnapshot(json: Self.file(stacks: #"{"shop":{}}"#))
    }
    #expect(throws: NavigationSnapshotError.missingField("version")) {
      try NavigationSnapshot(json: Data(#"{"stacks":{}}"#.utf8))
    }
    #expect(
      NavigationSnapshotError.missingField("stacks.shop.path").description
        == "stacks.shop.path is missing")
  }

  @Test func aValueOfTheWrongKindIsNamed() {
    let error = NavigationSnapshotError.wrongType(field: "selectedTab", expected: "a string")
    #expect(throws: error) {
      try NavigationSnapshot(json: Self.file(stacks: "{}", selectedTab: "7"))
    }
    #expect(error.description == "selectedTab is not a string")
    #expect(
      throws: NavigationSnapshotError.wrongType(field: "stacks.shop.path", expected: "an array")
    ) {
      try NavigationSnapshot(json: Self.file(stacks: #"{"shop":{"path":{}}}"#))
    }
  }

  @Test func anUnknownPresentationStyleIsNamedWithTheKnownOnes() {
    let stacks =
      #"{"shop":{"path":[],"presentation":{"style":"popover","root":{"key":"shop.cart"},"stack":{"path":[]}}}}"#
    let error = NavigationSnapshotError.unknownName(
      field: "stacks.shop.presentation.style", name: "popover", known: ["sheet", "fullScreenCover"])
    #expect(throws: error) { try NavigationSnapshot(json: Self.file(stacks: stacks)) }
    #expect(
      error.description
        == "stacks.shop.presentation.style: 'popover' is not one of sheet, fullScreenCover")
  }

  @Test func anUnknownLayoutIsNamed() {
    let data = Data(#"{"version":2,"selectedTab":"a","layout":"wide","window":1,"stacks":{}}"#.utf8)
    #expect(
      throws: NavigationSnapshotError.unknownName(
        field: "layout", name: "wide", known: ["compact", "regular"])
    ) { try NavigationSnapshot(json: data) }
  }

  @Test func aRouteWithoutAKeyIsNamedByItsPlace() {
    let stacks = #"{"shop":{"path":[{"key":"shop.product","productID":"p1"},{"productID":"p2"}]}}"#
    #expect(throws: NavigationSnapshotError.routeWithoutKey(field: "stacks.shop.path[1]")) {
      try NavigationSnapshot(json: Self.file(stacks: stacks))
    }
    let root =
      #"{"shop":{"path":[],"presentation":{"style":"sheet","root":{"key":1},"stack":{"path":[]}}}}"#
    let error = NavigationSnapshotError.routeWithoutKey(field: "stacks.shop.presentation.root")
    #expect(throws: error) { try NavigationSnapshot(json: Self.file(stacks: root)) }
    #expect(
      error.description == "stacks.shop.presentation.root is a route without a string 'key' field")
  }

  @Test func aRouteFieldThatIsNoScalarIsNamed() {
    let stacks = #"{"shop":{"path":[{"key":"shop.product","productID":null}]}}"#
    #expect(
      throws: NavigationSnapshotError.invalidValue(
        field: "stacks.shop.path[0].productID", reason: "expected a string, number or boolean")
    ) { try NavigationSnapshot(json: Self.file(stacks: stacks)) }
  }

  @Test func anInvalidDetentIsNamed() {
    let stacks =
      #"{"notes":{"path":[],"presentation":{"style":"sheet","root":{"key":"notes.composer"},"#
      + #""stack":{"path":[]},"detents":{"available":["medium"],"selected":"fraction:2"}}}}"#
    #expect(
      throws: NavigationSnapshotError.invalidValue(
        field: "stacks.notes.presentation.detents.selected",
        reason: "'fraction:2' is not a sheet detent; write medium, large, fraction:F "
          + "(0 < F <= 1) or height:H (points, H > 0)")
    ) { try NavigationSnapshot(json: Self.file(stacks: stacks)) }
  }

  @Test func dataThatIsNotJSONIsRefused() throws {
    let error = try #require(throws: NavigationSnapshotError.self) {
      try NavigationSnapshot(json: Data("version: 2".utf8))
    }
    guard case .notJSON = error else {
      Issue.record("expected notJSON, got \(error)")
      return
    }
    #expect(error.description.hasPrefix("not a navigation snapshot: "))
  }
}
