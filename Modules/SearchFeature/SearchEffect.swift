import MangaCatalog

/// What the composition root carries out for search.
public enum SearchEffect: Hashable, Sendable {
  /// Open a series' detail (the library's `library.series`) on the search tab's own stack.
  case openSeries(seriesID: Series.ID)
}
