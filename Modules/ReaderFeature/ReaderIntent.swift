import MangaCatalog

/// What the user did in the reader; each case names the page it happened on.
package enum ReaderIntent: Hashable, Sendable {
  /// A page row of a chapter was tapped.
  case pageTapped(seriesID: Series.ID, chapter: Int, page: Int)
  /// "Next page" was tapped on a page.
  case nextPageTapped(seriesID: Series.ID, chapter: Int, page: Int)
  /// "Previous page" was tapped on a page.
  case previousPageTapped(seriesID: Series.ID, chapter: Int, page: Int)
  /// "Immersive" was tapped on a page.
  case immersiveTapped(seriesID: Series.ID, chapter: Int, page: Int)
  /// "Next page" was tapped in immersive reading.
  case immersiveNextPageTapped(seriesID: Series.ID, chapter: Int, page: Int)
  /// "Previous page" was tapped in immersive reading.
  case immersivePreviousPageTapped(seriesID: Series.ID, chapter: Int, page: Int)
  /// "Exit immersive" was tapped.
  case exitImmersiveTapped
  /// "Done" was tapped: leave the reader.
  case doneTapped
}
