import MangaCatalog
import NavigationCore

extension LibraryFeature {
  /// Restore rule: a series removed from the catalog is dropped, with what was above it.
  ///
  /// - Parameter route: A restored route.
  /// - Returns: Keep, or drop with why.
  package func reconcile(_ route: LibraryRoute) -> Reconciliation<LibraryRoute> {
    switch route {
    case .seriesList:
      return .keep
    case .series(let seriesID), .chapters(let seriesID), .addToList(let seriesID):
      return dependencies.catalog.series(seriesID) == nil
        ? .drop(reason: "series '\(seriesID)' is no longer in the catalog") : .keep
    }
  }
}
