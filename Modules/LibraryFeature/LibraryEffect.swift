import MangaCatalog
import UserData

/// What the composition root carries out for the library: data writes and reader requests.
public enum LibraryEffect: Hashable, Sendable {
  /// A change to the user's data.
  case data(UserDataChange)
  /// Open a chapter in the reader on top of the current stack (push `reader.chapter`).
  case openChapter(seriesID: Series.ID, chapter: Int)
  /// Continue reading a series: replace the stack with the series and the chapter in one step.
  case continueReading(seriesID: Series.ID, chapter: Int)
}
