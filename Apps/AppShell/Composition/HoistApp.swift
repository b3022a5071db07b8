import Foundation
import MangaCatalog
import NavigationCore
import NavigationRouter
import UserData

/// The composition root: every feature registered at one router with its delegate mapping,
/// and the store the router's outcomes apply their data changes to.
@MainActor
package final class HoistApp {
  /// The tabs, in display order.
  nonisolated package static let tabs: [TabID] = [.library, .search, .notes, .settings]

  /// The one mutator of navigation state.
  package let router: Router<UserDataChange>
  /// The user's data; changed only through the router's outcomes (its change handler).
  package let userData: UserDataStore
  /// The catalog the app browses.
  package let catalog: Catalog
  /// The windows not on screen, by number; the router holds the active window's state
  /// (see `HoistApp+Windows.swift`).
  package var parkedWindows: [Int: AppNavigationState] = [:]

  /// The screen on top as the last frame built it, with the state and data it was built from.
  struct ShownScreen {
    var state: AppNavigationState
    var data: UserDataState
    var screen: Screen
  }

  /// The last frame's screen on top; `tap` uses it while nothing changed since.
  var shown: ShownScreen?

  /// The screen on top: the last one built when state and data are unchanged, else built now
  /// (and kept).
  var shownScreen: Screen {
    let state = router.state
    let data = userData.state
    if let shown, shown.state == state, shown.data == data { return shown.screen }
    let screen = router.screen(for: state.visibleRoute)
    shown = ShownScreen(state: state, data: data, screen: screen)
    return screen
  }

  /// Creates the app with every feature registered.
  ///
  /// - Parameters:
  ///   - catalog: The catalog.
  ///   - userData: The user's data at start.
  ///   - clock: The current time, for the wrong-passcode wait; tests pass a fake clock.
  /// - Throws: ``RegistryError`` when two features claim the same route key or tab.
  package init(
    catalog: Catalog, userData: UserDataState,
    clock: @escaping @Sendable () -> Date = { Date() }
  ) throws(RegistryError) {
    self.catalog = catalog
    let store = UserDataStore(userData)
    self.userData = store
    let registry = try Self.makeRegistry(catalog: catalog, userData: store, clock: clock)
    self.router = Router(registry: registry, tabs: Self.tabs, selectedTab: .library)
    router.changeHandler = { [store] changes in store.apply(changes) }
  }
}
