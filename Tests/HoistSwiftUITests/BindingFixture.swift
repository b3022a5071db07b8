import HoistSwiftUI
import NavigationCore
import NavigationRouter
import TestSupport

/// A router over two fake features (`alpha` draws the library tab, `beta` the search tab) with
/// its bindings and an observer that records every emitted event.
@MainActor
final class BindingFixture {
  nonisolated static let tabs: [TabID] = ["library", "search", "notes"]

  let router: Router<String>
  let bindings: NavigationBindings<String>
  private(set) var events: [NavigationEvent] = []

  init() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(
      FakeFeature<AlphaRoute>(tab: "library", tabRoot: .home), delegates: { _, _ in [] })
    try registry.register(
      FakeFeature<BetaRoute>(tab: "search", tabRoot: .home), delegates: { _, _ in [] })
    router = Router(registry: registry, tabs: Self.tabs, selectedTab: "library")
    bindings = NavigationBindings(router: router)
    router.addEventObserver { [unowned self] in self.events += $0 }
  }

  /// Forgets the events seen so far.
  func clearEvents() {
    events = []
  }
}

/// Routes and states the binding tests share.
enum Shapes {
  static let a = AlphaRoute.item(id: "a").erased
  static let b = AlphaRoute.item(id: "b").erased
  static let c = AlphaRoute.item(id: "c").erased
  static let x = AlphaRoute.page(id: "x", number: 1).erased
  static let sheet = AlphaRoute.item(id: "sheet").erased
  static let otherSheet = BetaRoute.home.erased
  static let library = StackID.tab("library")
  static let search = StackID.tab("search")

  /// A state on the library tab with `path` pushed and, if given, a sheet over it with
  /// detents.
  static func state(
    path: [AnyRoute] = [], sheet: AnyRoute? = nil, detents: SheetDetents? = nil,
    selectedTab: TabID = "library"
  ) -> AppNavigationState {
    var state = AppNavigationState(tabs: BindingFixture.tabs, selectedTab: "library")
    state.apply(.replacePath(path))
    if let sheet {
      var stack = state.stacks["library"] ?? NavigationStackState()
      stack.presentation = Presentation(
        style: .sheet, root: sheet, stack: NavigationStackState(), detents: detents)
      state.stacks["library"] = stack
    }
    state.apply(.selectTab(selectedTab))
    return state
  }
}
