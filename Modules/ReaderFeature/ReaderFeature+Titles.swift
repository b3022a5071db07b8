import MangaCatalog
import NavigationCore
import UserData

extension ReaderFeature {
  /// A reader screen's title from one catalog look-up.
  ///
  /// - Parameter route: A reader route.
  /// - Returns: The title its screen shows, including the not-found titles.
  package func title(for route: ReaderRoute) -> String {
    switch route {
    case .chapter(let seriesID, let number):
      let lookup = ReaderLookup(catalog: dependencies.catalog, seriesID: seriesID, chapter: number)
      guard case .found = lookup else { return lookup.problem?.title ?? "Not found" }
      return "Chapter \(number)"
    case .page(let seriesID, let number, let page), .immersive(let seriesID, let number, let page):
      let lookup = ReaderLookup(catalog: dependencies.catalog, seriesID: seriesID, chapter: number)
      guard case .found(_, let chapter) = lookup else {
        return lookup.problem?.title ?? "Not found"
      }
      guard chapter.hasPage(page) else { return "Page not found" }
      if case .immersive = route { return "Immersive" }
      return "Page \(page)"
    }
  }
}
