/// What the user did in the reader.
///
/// An intent carries only what its screen's route does not: the series, chapter and page of
/// the page or immersive screen, and the series and chapter of a chapter's screen, are read
/// from `context.route`; a page row of a chapter carries the page it names.
package enum ReaderIntent: Hashable, Sendable {
  /// A page row of the chapter on screen was tapped.
  case pageTapped(page: Int)
  /// "Next page" was tapped on the page on screen.
  case nextPageTapped
  /// "Previous page" was tapped on the page on screen.
  case previousPageTapped
  /// "Immersive" was tapped on the page on screen.
  case immersiveTapped
  /// "Next page" was tapped in immersive reading.
  case immersiveNextPageTapped
  /// "Previous page" was tapped in immersive reading.
  case immersivePreviousPageTapped
  /// "Exit immersive" was tapped.
  case exitImmersiveTapped
  /// "Done" was tapped: leave the reader.
  case doneTapped
}
