import FieldNotesFeature
import Foundation
import LibraryFeature
import MangaCatalog
import NavigationCore
import NavigationRouter
import ReaderFeature
import SearchFeature
import SettingsFeature
import UserData

extension HoistApp {
  /// Registers every feature with the live data (the catalog value and closures that read the
  /// store's current state) and, for a feature with delegates, its typed mapping in
  /// ``CrossFeatureDelegates``; leaving one out fails to compile.
  ///
  /// - Parameters:
  ///   - catalog: The catalog.
  ///   - userData: The live store.
  ///   - clock: The current time, for the wrong-passcode wait.
  /// - Returns: The registry.
  /// - Throws: ``RegistryError`` naming both features when two claim one route key, tab or
  ///   link pattern, or naming a link pattern whose route key no feature registers.
  static func makeRegistry(
    catalog: Catalog, userData: UserDataStore, clock: @escaping @Sendable () -> Date
  ) throws(RegistryError) -> FeatureRegistry<UserDataChange> {
    let read: @MainActor () -> UserDataState = { userData.state }
    var registry = FeatureRegistry<UserDataChange>()
    registry.addLinkDomain(
      UniversalLinkDomain(scheme: "mangareader", hosts: ["mangareader.app", "www.mangareader.app"]))
    try registry.register(
      LibraryFeature(dependencies: LibraryDependencies(catalog: catalog, userData: read)),
      delegates: CrossFeatureDelegates.commands(for:from:))
    try registry.register(
      ReaderFeature(dependencies: ReaderDependencies(catalog: catalog, userData: read)))
    registry.setRestorationFallback(
      for: ReaderFeature.self, CrossFeatureDelegates.restorationFallback(for:))
    try registry.register(
      SearchFeature(dependencies: SearchDependencies(catalog: catalog)),
      delegates: CrossFeatureDelegates.commands(for:from:))
    try registry.register(
      SettingsFeature(
        dependencies: SettingsDependencies(
          userData: read, version: { HoistTool.version }, now: clock)))
    try registry.register(
      FieldNotesFeature(
        dependencies: FieldNotesDependencies(
          userData: read, seriesTitle: { catalog.series($0)?.title }, now: clock)),
      delegates: CrossFeatureDelegates.commands(for:from:))
    try registry.checkLinks()
    return registry
  }
}

extension HoistApp {
  /// The registry of every feature on the bundled catalog and the sample data, for tools
  /// that read the route table and the links without running the app (`hoist links`,
  /// `hoist graph`).
  ///
  /// - Returns: The registry.
  /// - Throws: ``RegistryError`` as in ``makeRegistry(catalog:userData:clock:)``, or the catalog's
  ///   error when the bundled catalog cannot be read.
  package static func composedRegistry() throws -> FeatureRegistry<UserDataChange> {
    try makeRegistry(
      catalog: Catalog.bundled(), userData: UserDataStore(.sample), clock: { Date() })
  }
}
