/// One chapter of a series.
package struct Chapter: Hashable, Sendable, Codable {
  /// The chapter number, 1-based.
  package var number: Int
  /// The chapter title, if known.
  package var title: String?
  /// How many pages the chapter has, at least 1.
  package var pageCount: Int

  /// Creates a chapter.
  ///
  /// - Parameters:
  ///   - number: The chapter number, 1-based.
  ///   - title: The chapter title.
  ///   - pageCount: The number of pages.
  package init(number: Int, title: String? = nil, pageCount: Int) {
    self.number = number
    self.title = title
    self.pageCount = pageCount
  }

  /// Whether a page number exists in this chapter.
  ///
  /// - Parameter page: The page number, 1-based.
  /// - Returns: `true` when `1...pageCount` contains it.
  package func hasPage(_ page: Int) -> Bool {
    (1...max(pageCount, 1)).contains(page)
  }
}
