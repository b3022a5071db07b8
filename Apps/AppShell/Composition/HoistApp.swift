import MangaCatalog
import NavigationCore
import NavigationRouter
import UserData

/// The composition root: every feature registered at one router, the stores, and the one
/// place where outcomes' effects are applied and cross-feature effects become routes.
@MainActor
package final class HoistApp {
  /// The tabs, in display order.
  package static let tabs: [TabID] = ["library", "search", "notes", "settings"]

  /// The one mutator of navigation state.
  package let router: Router
  /// The user's data; changed only by ``apply(_:)`` of effects.
  package let userData: UserDataStore
  /// The catalog the app browses.
  package let catalog: Catalog

  /// Creates the app with every feature registered.
  ///
  /// - Parameters:
  ///   - catalog: The catalog.
  ///   - userData: The user's data at start.
  /// - Throws: ``RegistryError`` when two features claim the same route key or tab.
  package init(catalog: Catalog, userData: UserDataState) throws(RegistryError) {
    self.catalog = catalog
    let store = UserDataStore(userData)
    self.userData = store
    let registry = try Self.makeRegistry(catalog: catalog, userData: store)
    self.router = Router(registry: registry, tabs: Self.tabs, selectedTab: "library")
    router.effectHandler = { [store] outcome in
      let mapped = CrossFeatureEffects.map(outcome)
      store.apply(mapped.changes)
      return mapped.commands
    }
  }
}

extension HoistApp {
  /// Switches between the compact stack and regular columns; both view the same state.
  ///
  /// - Parameter layout: The layout.
  package func setLayout(_ layout: Layout) {
    var state = router.state
    state.layout = layout
    router.replaceState(state)
  }
}
