/// Where the reader last was in a series.
package struct ReadingProgress: Hashable, Sendable, Codable {
  /// The series' slug.
  package var seriesID: Series.ID
  /// The last-read chapter number.
  package var chapter: Int
  /// The last-read page number, 1-based.
  package var page: Int

  /// Creates a progress record.
  ///
  /// - Parameters:
  ///   - seriesID: The series' slug.
  ///   - chapter: The chapter number.
  ///   - page: The page number.
  package init(seriesID: Series.ID, chapter: Int, page: Int) {
    self.seriesID = seriesID
    self.chapter = chapter
    self.page = page
  }
}
