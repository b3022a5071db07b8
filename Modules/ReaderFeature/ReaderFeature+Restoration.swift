import MangaCatalog
import NavigationCore

extension ReaderFeature {
  /// Restore rules: a series no longer in the catalog is dropped; a chapter beyond the series'
  /// count is dropped (the composition root replaces it with the series, another feature's
  /// route); a page beyond the chapter's count becomes its last page (a page before the
  /// first, the first).
  ///
  /// - Parameter route: A restored route.
  /// - Returns: Keep, replace with why, or drop with why.
  package func reconcile(_ route: ReaderRoute) -> Reconciliation<ReaderRoute> {
    let (seriesID, number, page): (String, Int, Int?) =
      switch route {
      case .chapter(let seriesID, let chapter): (seriesID, chapter, nil)
      case .page(let seriesID, let chapter, let page): (seriesID, chapter, page)
      case .immersive(let seriesID, let chapter, let page): (seriesID, chapter, page)
      }
    let lookup = ReaderLookup(catalog: dependencies.catalog, seriesID: seriesID, chapter: number)
    switch lookup {
    case .unknownSeries:
      return .drop(reason: "series '\(seriesID)' is no longer in the catalog")
    case .unknownChapter(let series, _):
      return .drop(
        reason: "\(series.title) has no chapter \(number) (it has \(series.chapters.count))")
    case .found(let series, let chapter):
      guard let page, !chapter.hasPage(page) else { return .keep }
      let nearest = page < 1 ? 1 : chapter.pageCount
      let reason =
        "\(series.title) chapter \(number) has no page \(page); showing page \(nearest) of \(chapter.pageCount)"
      switch route {
      case .immersive:
        return .replace(
          .immersive(seriesID: seriesID, chapter: number, page: nearest), reason: reason)
      default:
        return .replace(.page(seriesID: seriesID, chapter: number, page: nearest), reason: reason)
      }
    }
  }
}
