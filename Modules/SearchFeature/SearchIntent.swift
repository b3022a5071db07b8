import MangaCatalog

/// What the user did on a search screen.
package enum SearchIntent: Hashable, Sendable {
  /// Text was typed into the search field.
  case queryTyped(text: String)
  /// A result row was tapped.
  case resultTapped(seriesID: Series.ID)
}
