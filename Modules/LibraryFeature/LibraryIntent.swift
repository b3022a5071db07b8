import MangaCatalog

/// What the user did on a library screen.
///
/// An intent carries only what its screen's route does not: the series of a series, chapters
/// or add-to-list screen is read from `context.route`; a row that names another item (a
/// series of the list, a chapter, a reading list) carries that item.
package enum LibraryIntent: Hashable, Sendable {
  /// A series row of the series list was tapped.
  case seriesTapped(seriesID: Series.ID)
  /// "Continue reading" was tapped on the series on screen.
  case continueReadingTapped
  /// "Chapters" was tapped on the series on screen.
  case chaptersTapped
  /// "Add to list" was tapped on the series on screen.
  case addToListTapped
  /// A list (or "Remove from list", `nil`) was chosen in the add-to-list sheet.
  case listChosen(list: ReadingList?)
  /// A chapter row of the chapters screen was tapped.
  case chapterTapped(chapter: Int)
  /// Text was typed into the chapters screen's "Chapter number" field.
  case chapterNumberTyped(text: String)
}
