import AppShell
import MangaCatalog
import NavigationRouter
import TestSupport
import UserData

/// The app the shell tests start from: the bundled catalog and the sample user data.
package enum SampleApp {
  /// A fresh app with the bundled catalog and the sample user data (``TestSecrets/sample``).
  ///
  /// - Returns: The app, at its start state.
  /// - Throws: What loading the bundled catalog throws.
  @MainActor
  package static func make() throws -> HoistApp {
    try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
  }

  /// The feature registry a fresh sample app composes: every feature's routes, links and
  /// checks, as the composition root registers them.
  ///
  /// - Returns: The registry of ``make()``'s router.
  /// - Throws: What loading the bundled catalog throws.
  @MainActor
  package static func registry() throws -> FeatureRegistry<UserDataChange> {
    try make().router.registry
  }
}
