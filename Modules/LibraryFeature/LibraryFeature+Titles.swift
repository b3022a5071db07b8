import MangaCatalog
import NavigationCore
import UserData

extension LibraryFeature {
  /// A library screen's title from one catalog look-up.
  ///
  /// - Parameter route: A library route.
  /// - Returns: The title its screen shows; `Series not found` for an unknown slug.
  package func title(for route: LibraryRoute) -> String {
    switch route {
    case .seriesList: return "Library"
    case .series(let seriesID), .chapters(let seriesID), .addToList(let seriesID):
      guard let series = dependencies.catalog.series(seriesID) else { return "Series not found" }
      if case .series = route { return series.title }
      if case .chapters = route { return "Chapters" }
      return "Add to list"
    }
  }
}
