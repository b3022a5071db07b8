/// One chapter of a series.
public struct Chapter: Hashable, Sendable, Codable {
  /// The chapter number, 1-based.
  public var number: Int
  /// The chapter title, if known.
  public var title: String?
  /// How many pages the chapter has, at least 1.
  public var pageCount: Int

  /// Creates a chapter.
  ///
  /// - Parameters:
  ///   - number: The chapter number, 1-based.
  ///   - title: The chapter title.
  ///   - pageCount: The number of pages.
  public init(number: Int, title: String? = nil, pageCount: Int) {
    self.number = number
    self.title = title
    self.pageCount = pageCount
  }

  /// Whether a page number exists in this chapter.
  ///
  /// - Parameter page: The page number, 1-based.
  /// - Returns: `true` when `1...pageCount` contains it.
  public func hasPage(_ page: Int) -> Bool {
    (1...max(pageCount, 1)).contains(page)
  }
}
