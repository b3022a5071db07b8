import LibraryFeature
import MangaCatalog
import NavigationCore
import UserData

/// Builds the library over the bundled catalog and a fixed user data value.
func makeLibrary(_ userData: UserDataState = UserDataState()) throws -> LibraryFeature {
  LibraryFeature(dependencies: .fixed(catalog: try Catalog.bundled(), userData: userData))
}

/// A context on the library tab with the given path.
func libraryContext(_ path: [AnyRoute] = [], route: LibraryRoute? = nil) -> FeatureContext {
  FeatureContext(tab: "library", path: RoutePath(path), route: route?.erased)
}

/// Addresses a library intent.
func tap(_ intent: LibraryIntent) -> AnyIntent {
  LibraryFeature.intent(intent)
}
