import MangaCatalog

/// One search result: the series, how well it matched, and through which title.
package struct SearchMatch: Hashable, Sendable {
  /// How a query matched a title, best first.
  package enum Kind: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// The whole title equals the query.
    case exact
    /// The title starts with the query.
    case prefix
    /// A word of the title (after a space or punctuation) starts with the query.
    case wordPrefix
    /// The query occurs anywhere else in the title.
    case substring

    package static func < (lhs: Kind, rhs: Kind) -> Bool {
      lhs.rawValue < rhs.rawValue
    }
  }

  /// The matching series.
  package var series: Series
  /// The best way any of its titles matched.
  package var kind: Kind
  /// The alternative title that matched, or `nil` when the main title matched as well.
  package var alternativeTitle: String?

  /// Creates a match.
  ///
  /// - Parameters:
  ///   - series: The matching series.
  ///   - kind: How well it matched.
  ///   - alternativeTitle: The alternative title that matched, `nil` for the main title.
  package init(series: Series, kind: Kind, alternativeTitle: String? = nil) {
    self.series = series
    self.kind = kind
    self.alternativeTitle = alternativeTitle
  }
}
