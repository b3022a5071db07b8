import MangaCatalog
import NavigationCore
import ReaderFeature
import UserData

/// A stand-in for another feature's route, so paths can hold non-reader routes.
enum HostRoute: Route {
  case series(seriesID: String)

  static let feature = "library"
  static let caseNames = ["series"]
}

/// Builds the reader over the bundled catalog and a fixed user data value.
@MainActor
func makeReader(_ userData: UserDataState = UserDataState()) throws -> ReaderFeature {
  ReaderFeature(dependencies: .fixed(catalog: try Catalog.bundled(), userData: userData))
}

/// Addresses a reader intent.
func tap(_ intent: ReaderIntent) -> AnyIntent {
  ReaderFeature.intent(intent)
}

/// `reader.page` of One Piece chapter 1085, erased.
func opPage(_ page: Int) -> AnyRoute {
  ReaderRoute.page(seriesID: "op", chapter: 1085, page: page).erased
}

/// `reader.chapter` of One Piece chapter 1085, erased.
let opChapter = ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased

/// `library.series` of One Piece, erased.
let opSeries = HostRoute.series(seriesID: "op").erased

/// Records progress at a page of One Piece chapter 1085.
func recordOP(page: Int) -> UserDataChange {
  .recordProgress(ReadingProgress(seriesID: "op", chapter: 1085, page: page))
}

/// The library tab showing `route` on top of `below`, where that screen's intents come from.
func showing(_ route: ReaderRoute, below: [AnyRoute] = [opSeries, opChapter]) -> FeatureContext {
  FeatureContext(tab: "library", path: RoutePath(below + [route.erased]), route: route.erased)
}

/// The library tab showing `route` as the root of a full-screen cover, where
/// immersive reading's intents come from.
func covering(_ route: ReaderRoute) -> FeatureContext {
  FeatureContext(
    tab: "library", path: [],
    presentation: Presentation(style: .fullScreenCover, root: route.erased), route: route.erased)
}

/// `reader.page` of One Piece chapter 1085 at any page number, not erased.
func opPageRoute(_ page: Int) -> ReaderRoute {
  .page(seriesID: "op", chapter: 1085, page: page)
}
