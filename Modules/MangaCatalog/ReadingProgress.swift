/// Where the reader last was in a series.
public struct ReadingProgress: Hashable, Sendable, Codable {
  /// The series' slug.
  public var seriesID: Series.ID
  /// The last-read chapter number.
  public var chapter: Int
  /// The last-read page number, 1-based.
  public var page: Int

  /// Creates a progress record.
  ///
  /// - Parameters:
  ///   - seriesID: The series' slug.
  ///   - chapter: The chapter number.
  ///   - page: The page number.
  public init(seriesID: Series.ID, chapter: Int, page: Int) {
    self.seriesID = seriesID
    self.chapter = chapter
    self.page = page
  }
}
