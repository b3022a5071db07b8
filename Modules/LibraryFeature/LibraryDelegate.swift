import MangaCatalog

/// What the library asks of the composition root: steps into the reader, which it cannot see.
package enum LibraryDelegate: Hashable, Sendable {
  /// Open a chapter in the reader on top of the current stack.
  case openChapter(seriesID: Series.ID, chapter: Int)
  /// Continue reading a series at the last page read (the chapter and its page, pushed in one
  /// write).
  case continueReading(seriesID: Series.ID, chapter: Int, page: Int)
}
