import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// Restoring a snapshot reconciles every route with its feature and reports each change with
/// its place and reason.
@MainActor
struct NavigationSnapshotRestoreTests {
  private typealias Stack = NavigationSnapshot.Stack
  private typealias Modal = NavigationSnapshot.Modal

  private static func object(_ route: some Route) throws -> NavigationSnapshot.RouteObject {
    try RouteCoding.object(for: route.erased)
  }

  @Test func aDroppedRouteTakesWhatIsAboveItAndAReplacedOneKeepsItsPlace() throws {
    let router = try SnapshotFixture.router()
    let snapshot = NavigationSnapshot(
      selectedTab: "notes",
      stacks: [
        "notes": Stack(path: [
          try Self.object(NoteRoute.editor(noteID: "n2")),
          try Self.object(NoteRoute.note(noteID: "n9")),
          try Self.object(NoteRoute.note(noteID: "n1")),
        ])
      ])
    let report = router.restore(from: snapshot)
    #expect(
      report.changes == [
        RestorationChange(
          action: .replaced, tab: "notes", place: "path 1",
          route: ["key": .string("notes.editor"), "noteID": .string("n2")],
          replacement: ["key": .string("notes.note"), "noteID": .string("n2")],
          reason: "the note 'n2' is read-only"),
        RestorationChange(
          action: .dropped, tab: "notes", place: "path 2",
          route: ["key": .string("notes.note"), "noteID": .string("n9")], removedAbove: 1,
          reason: "the note 'n9' was deleted"),
      ])
    #expect(router.state.selectedTab == "notes")
    #expect(router.state.stacks["notes"]?.path == [NoteRoute.note(noteID: "n2").erased])
    #expect(
      report.lines == [
        "notes tab, path 1: replaced notes.editor(noteID: n2) with notes.note(noteID: n2): "
          + "the note 'n2' is read-only",
        "notes tab, path 2: dropped notes.note(noteID: n9) and 1 screen above it: "
          + "the note 'n9' was deleted",
      ])
  }

  @Test func aRouteNoFeatureDecodesIsDroppedWithTheDecodingReason() throws {
    let router = try SnapshotFixture.router()
    let snapshot = NavigationSnapshot(
      selectedTab: "shop",
      stacks: [
        "shop": Stack(
          path: [
            try Self.object(ShopRoute.product(productID: "p1")), ["key": .string("shop.wishlist")],
            try Self.object(ShopRoute.reviews(productID: "p1")),
          ],
          presentation: Modal(style: .sheet, root: try Self.object(ShopRoute.cart))),
        "account": Stack(path: [["key": .string("account.orders"), "page": .string("two")]]),
      ])
    let report = router.restore(from: snapshot)
    #expect(
      report.changes == [
        RestorationChange(
          action: .dropped, tab: "shop", place: "path 2", route: ["key": .string("shop.wishlist")],
          removedAbove: 2, reason: "no feature registered the route key 'shop.wishlist'")
      ])
    #expect(
      router.state.stacks["shop"]
        == NavigationStackState(path: [ShopRoute.product(productID: "p1").erased]))
    // An extra field is ignored, as decoding ignores it.
    #expect(router.state.stacks["account"]?.path == [AccountRoute.orders.erased])
  }

  @Test func aModalWhoseRootGoesClosesWithItsStack() throws {
    let router = try SnapshotFixture.router()
    let snapshot = NavigationSnapshot(
      selectedTab: "notes",
      stacks: [
        "notes": Stack(
          path: [try Self.object(NoteRoute.note(noteID: "n1"))],
          presentation: Modal(
            style: .fullScreenCover, root: try Self.object(NoteRoute.editor(noteID: "n7")),
            stack: Stack(path: [try Self.object(NoteRoute.note(noteID: "n2"))])))
      ])
    let report = router.restore(from: snapshot)
    #expect(
      report.changes == [
        RestorationChange(
          action: .dropped, tab: "notes", place: "full-screen cover root",
          route: ["key": .string("notes.editor"), "noteID": .string("n7")], removedAbove: 1,
          reason: "the note 'n7' was deleted")
      ])
    #expect(
      router.state.stacks["notes"]
        == NavigationStackState(path: [NoteRoute.note(noteID: "n1").erased]))
  }

  @Test func aTabTheAppNoLongerHasIsDroppedAndAnUnknownSelectedTabIsRepaired() throws {
    let router = try SnapshotFixture.router(selectedTab: "account")
    let snapshot = NavigationSnapshot(
      selectedTab: "wishlist",
      stacks: [
        "wishlist": Stack(path: [
          ["key": .string("wishlist.item"), "itemID": .string("w1")],
          ["key": .string("wishlist.gift")],
        ]),
        "shop": Stack(path: [try Self.object(ShopRoute.product(productID: "p2"))]),
      ], window: 0)
    let report = router.restore(from: snapshot)
    #expect(
      report
        == RestorationReport(
          changes: [
            RestorationChange(
              action: .dropped, tab: "wishlist", place: "path 1",
              route: ["key": .string("wishlist.item"), "itemID": .string("w1")], removedAbove: 1,
              reason: "this app has no tab 'wishlist'")
          ],
          repairs: [
            .unknownSelectedTab("wishlist", kept: "account"), .invalidWindow(0, kept: 1),
          ]))
    #expect(
      report.lines.suffix(2) == [
        "the saved selected tab 'wishlist' is not one of the tabs; account stays selected",
        "the saved window number 0 is below 1; the window keeps the number 1",
      ])
    #expect(router.state.selectedTab == "account")
    #expect(router.state.window == 1)
    #expect(router.state.stacks["shop"]?.path == [ShopRoute.product(productID: "p2").erased])
  }

  @Test func restoringReplacesEveryTabAndClosesTheAlert() throws {
    let router = try SnapshotFixture.router()
    router.replaceState(SnapshotFixture.deepState)
    router.apply([
      .showAlert(
        AlertRequest(title: "Sure?", confirmLabel: "Yes", confirm: AnyIntent(feature: "notes", "x"))
      )
    ])
    router.restore(from: NavigationSnapshot(selectedTab: "account", stacks: [:]))
    #expect(router.state == AppNavigationState(tabs: SnapshotFixture.tabs, selectedTab: "account"))
  }

  @Test func aSavedDetentTheSheetNoLongerOffersGivesTheDeclaredOne() throws {
    let router = try SnapshotFixture.router()
    let snapshot = NavigationSnapshot(
      selectedTab: "notes",
      stacks: [
        "notes": Stack(
          presentation: Modal(
            style: .sheet, root: try Self.object(NoteRoute.composer),
            detents: SheetDetents([.height(200)], selected: .height(200))))
      ])
    #expect(router.restore(from: snapshot).isEmpty)
    #expect(
      router.state.stacks["notes"]?.presentation?.detents
        == SheetDetents([.medium, .large], selected: .medium))
  }

  @Test func restoredOverAStateWithoutARouterGivesWhatTheRouterApplies() throws {
    let router = try SnapshotFixture.router()
    let saved = try NavigationSnapshot(SnapshotFixture.deepState)
    let (state, report) = saved.restored(over: router.state, registry: router.registry)
    #expect(report.isEmpty)
    #expect(state == SnapshotFixture.deepState)
    #expect(router.state == AppNavigationState(tabs: SnapshotFixture.tabs, selectedTab: "shop"))
  }
}
