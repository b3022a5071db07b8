import NavigationCore
import NavigationRouter
import TestSupport
import Testing

struct AppNavigationStateRebuildingTests {
  private let tabs: [TabID] = ["library", "search", "notes", "settings"]

  @Test func theCommandsRebuildEveryStackModalTheSelectedTabAndTheAlert() {
    var target = AppNavigationState(tabs: tabs, selectedTab: "search")
    target.stacks["library"] = NavigationStackState(
      path: [AlphaRoute.item("a"), AlphaRoute.item("b")],
      presentation: Presentation(
        style: .sheet, root: BetaRoute.toggle(isOn: true).erased,
        stack: NavigationStackState(
          path: [BetaRoute.item("in-sheet")],
          presentation: Presentation(style: .fullScreenCover, root: AlphaRoute.item("cover")))))
    target.stacks["search"] = NavigationStackState(path: [BetaRoute.item("s")])
    target.alert = AlertRequest(
      title: "Sure?", confirmLabel: "Yes", confirm: AnyIntent(feature: "alpha", "yes"))

    var start = AppNavigationState(tabs: tabs, selectedTab: "notes")
    start.apply([.push(AlphaRoute.item("old")), .present(AlphaRoute.item("x"), style: .sheet)])
    let diagnostics = start.apply(target.rebuildingCommands)
    #expect(diagnostics == [])
    #expect(start == target)
  }

  @Test func anEmptyStateClearsEveryStack() {
    var start = AppNavigationState(tabs: tabs, selectedTab: "library")
    start.apply([.push(AlphaRoute.item("a")), .selectTab("search"), .push(BetaRoute.item("b"))])
    let empty = AppNavigationState(tabs: tabs, selectedTab: "library")
    start.apply(empty.rebuildingCommands)
    #expect(start == empty)
  }
}
