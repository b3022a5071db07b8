import MangaCatalog

/// What the user did on a library screen.
package enum LibraryIntent: Hashable, Sendable {
  /// A series row of the series list was tapped.
  case seriesTapped(seriesID: Series.ID)
  /// "Continue reading" was tapped on a series.
  case continueReadingTapped(seriesID: Series.ID)
  /// "Chapters" was tapped on a series.
  case chaptersTapped(seriesID: Series.ID)
  /// "Add to list" was tapped on a series.
  case addToListTapped(seriesID: Series.ID)
  /// A list (or "Remove from list", `nil`) was chosen in the add-to-list sheet.
  case listChosen(seriesID: Series.ID, list: ReadingList?)
  /// A chapter row was tapped.
  case chapterTapped(seriesID: Series.ID, chapter: Int)
  /// Text was typed into the chapters screen's "Chapter number" field.
  case chapterNumberTyped(seriesID: Series.ID, text: String)
}
