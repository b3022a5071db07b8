import NavigationCore

/// The deep links `hoist graph` enters the app by and checks: the seam between the graph and
/// the app's link table.
///
/// The app's links are the patterns its features register (`LinkTable`), seen through
/// ``RegisteredAppLinks``; a test app brings its own.
@MainActor
package protocol GraphLinks {
  /// One URL for every registered link pattern, filled from the explored data.
  ///
  /// - Parameter reached: Every route exploring from the tab roots reached, in the order
  ///   reached: the values a pattern's parameters can be filled from.
  /// - Returns: Pattern and URL pairs, such as `mangareader://series/{slug}` and
  ///   `mangareader://series/op`.
  func entryLinks(reached: [AnyRoute]) -> [GraphEntryLink]

  /// The canonical URL that opens exactly this path on this tab.
  ///
  /// - Parameters:
  ///   - tab: The tab.
  ///   - path: The tab's path, bottom first.
  /// - Returns: The URL, or `nil` when no link leads there (the route is not linkable).
  func url(tab: TabID, path: [AnyRoute]) -> String?
}

/// A link pattern and a URL of it that `hoist graph` opens.
package struct GraphEntryLink: Hashable, Sendable {
  /// The pattern, such as `mangareader://series/{slug}?chapter={n}`.
  package var pattern: String
  /// A URL of the pattern over the explored data.
  package var url: String
  /// Other forms of the same URL (the https universal link), which must open the same tab
  /// and path; they are checked, not drawn.
  package var alternates: [String]

  package init(pattern: String, url: String, alternates: [String] = []) {
    self.pattern = pattern
    self.url = url
    self.alternates = alternates
  }
}
