import MangaCatalog
import NavigationCore
import NavigationRouter
import UserData

/// The composition root: every feature registered at one router with its delegate mapping,
/// and the store the router's outcomes apply their data changes to.
@MainActor
package final class HoistApp {
  /// The tabs, in display order.
  package static let tabs: [TabID] = ["library", "search", "notes", "settings"]

  /// The one mutator of navigation state.
  package let router: Router<UserDataChange>
  /// The user's data; changed only through the router's outcomes (its change handler).
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
    router.changeHandler = { [store] changes in store.apply(changes) }
  }
}
