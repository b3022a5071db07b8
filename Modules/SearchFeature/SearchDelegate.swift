import MangaCatalog

/// What search asks of the composition root: to show a series, which the library draws.
package enum SearchDelegate: Hashable, Sendable {
  /// Open a series' detail on top of the stack the result was tapped on.
  case openSeries(seriesID: Series.ID)
}
