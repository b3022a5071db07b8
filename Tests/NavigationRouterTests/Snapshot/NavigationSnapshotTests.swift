import Foundation
import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// A snapshot round-trips every part of the state, writes stable keys, and is read back from
/// every version this build reads.
@MainActor
struct NavigationSnapshotTests {
  @Test func aStateRoundTripsThroughJSONAndARestore() throws {
    let router = try SnapshotFixture.router()
    router.replaceState(SnapshotFixture.deepState)
    let snapshot = try router.snapshot()
    let read = try NavigationSnapshot(json: try snapshot.jsonData())
    #expect(read == snapshot)

    let restored = try SnapshotFixture.router()
    let report = restored.restore(from: read)
    #expect(report == RestorationReport())
    #expect(report.isEmpty)
    #expect(restored.state == SnapshotFixture.deepState)
    #expect(
      restored.state.stacks["notes"]?.presentation?.detents
        == SheetDetents([.medium, .large], selected: .large))
  }

  @Test func theJSONHasStableSortedKeysAndRoutesInTheirFlatForm() throws {
    var state = AppNavigationState(tabs: ["shop", "account"], selectedTab: "shop")
    state.stacks["shop"] = NavigationStackState(
      path: [ShopRoute.product(productID: "p1").erased],
      presentation: Presentation(style: .sheet, root: ShopRoute.cart.erased))
    let json = String(decoding: try NavigationSnapshot(state).jsonData(), as: UTF8.self)
    #expect(
      json
        == #"{"layout":"compact","selectedTab":"shop","stacks":{"account":{"path":[]},"#
        + #""shop":{"path":[{"key":"shop.product","productID":"p1"}],"#
        + #""presentation":{"root":{"key":"shop.cart"},"stack":{"path":[]},"style":"sheet"}}},"#
        + #""version":2,"window":1}"#)
  }

  @Test func aSheetWithDetentsWritesThem() throws {
    let modal = try NavigationSnapshot.Modal(
      Presentation(style: .sheet, root: NoteRoute.composer.erased))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    #expect(
      String(decoding: try encoder.encode(modal), as: UTF8.self)
        == #"{"detents":{"available":["medium","large"],"selected":"medium"},"#
        + #""root":{"key":"notes.composer"},"stack":{"path":[]},"style":"sheet"}"#)
  }

  @Test func aVersion1FileIsMigrated() throws {
    let data = Data(#"{"version":1,"selectedTab":"notes","stacks":{"notes":{"path":[]}}}"#.utf8)
    let snapshot = try NavigationSnapshot(json: data)
    #expect(snapshot.version == 1)
    #expect(snapshot.selectedTab == "notes")
    #expect(snapshot.stacks == ["notes": NavigationSnapshot.Stack()])
    #expect(snapshot.layout == .compact)
    #expect(snapshot.window == 1)
    #expect(try NavigationSnapshot.decode(data, version: 1) == snapshot)
    // It is written as the current version, and reads back as one.
    let written = try NavigationSnapshot(json: try snapshot.jsonData())
    #expect(written.version == 2)
    #expect(
      written
        == NavigationSnapshot(
          selectedTab: "notes", stacks: ["notes": NavigationSnapshot.Stack()], layout: .compact,
          window: 1))
  }

  @Test func aVersion2FileNeedsItsLayoutAndWindow() {
    let data = Data(#"{"version":2,"selectedTab":"notes","stacks":{}}"#.utf8)
    #expect(throws: NavigationSnapshotError.missingField("layout")) {
      try NavigationSnapshot(json: data)
    }
  }

  @Test(arguments: [0, 3, 99])
  func aVersionThisBuildDoesNotReadIsRefusedNamingTheRange(version: Int) {
    let data = Data(
      #"{"version":\#(version),"selectedTab":"a","stacks":{},"layout":"compact","window":1}"#.utf8)
    let expected = NavigationSnapshotError.unsupportedVersion(version, oldest: 1, current: 2)
    #expect(throws: expected) { try NavigationSnapshot(json: data) }
    #expect(throws: expected) { try NavigationSnapshot.decode(data, version: version) }
    #expect(
      expected.description
        == "format version \(version) cannot be read; this build reads versions 1 to 2")
  }

  @Test func aRouteThatCannotBeWrittenIsNamed() {
    var state = AppNavigationState(tabs: ["x"], selectedTab: "x")
    state.stacks["x"] = NavigationStackState(path: [NestedRoute.box(inner: .init(id: 1)).erased])
    #expect(
      throws: NavigationSnapshotError.unencodableRoute(
        key: "nested.box",
        reason: "route 'nested.box' does not encode as one case with labelled scalar fields")
    ) { try NavigationSnapshot(state) }
  }
}

/// A route whose payload is a struct, which the flat JSON form cannot hold.
enum NestedRoute: Route {
  struct Inner: Hashable, Codable, Sendable { var id: Int }
  case box(inner: Inner)

  static let feature = "nested"
  static let caseNames = ["box"]
}
