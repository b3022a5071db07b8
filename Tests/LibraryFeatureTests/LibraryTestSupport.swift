import LibraryFeature
import MangaCatalog
import NavigationCore
import UserData

/// Builds the library over the bundled catalog and a fixed user data value.
@MainActor
func makeLibrary(_ userData: UserDataState = UserDataState()) throws -> LibraryFeature {
  LibraryFeature(dependencies: .fixed(catalog: try Catalog.bundled(), userData: userData))
}

/// A context on the library tab with the given path.
@MainActor
func libraryContext(_ path: [AnyRoute] = [], route: LibraryRoute? = nil) -> FeatureContext {
  FeatureContext(tab: "library", path: RoutePath(path), route: route?.erased)
}

/// Addresses a library intent.
@MainActor
func tap(_ intent: LibraryIntent) -> AnyIntent {
  LibraryFeature.intent(intent)
}

/// The library tab showing `route`, where that screen's intents come from: on top of the
/// stack, or as the root of the sheet it is presented in (add to list).
@MainActor
func showing(_ route: LibraryRoute) -> FeatureContext {
  if case .addToList = route {
    return FeatureContext(
      tab: "library", presentation: Presentation(style: .sheet, root: route.erased),
      route: route.erased)
  }
  return libraryContext([route.erased], route: route)
}
