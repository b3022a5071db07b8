import Foundation
import MangaCatalog

/// Matches a query against series titles, ignoring case and diacritics, best match first.
///
/// Ranking: by match kind (exact > prefix > word prefix > substring); within a kind a match
/// on the main title before one on an alternative title; then by folded main title, then
/// slug. A series counts once, with its best match. "jujutsu" finds "Jūjutsu Kaisen" and
/// "JŪJUTSU" finds "Jujutsu Kaisen".
public enum SeriesSearch {
  /// Folds text for comparison: case- and diacritic-insensitive, locale-independent.
  ///
  /// - Parameter text: The text.
  /// - Returns: The folded text.
  public static func fold(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  /// The series matching a query, best first.
  ///
  /// - Parameters:
  ///   - query: The typed text; surrounding whitespace is ignored.
  ///   - catalog: The series to search.
  /// - Returns: The matches; empty for an empty query.
  /// - Complexity: O(n·m) in the number of titles and their length.
  public static func matches(for query: String, in catalog: Catalog) -> [SearchMatch] {
    let needle = fold(query.trimmingCharacters(in: .whitespacesAndNewlines))
    guard !needle.isEmpty else { return [] }
    var ranked: [(match: SearchMatch, onAlternative: Bool, folded: String)] = []
    for series in catalog.series {
      var best: (kind: SearchMatch.Kind, alternative: String?)?
      if let kind = kind(of: needle, in: fold(series.title)) {
        best = (kind, nil)
      }
      for alternative in series.alternativeTitles {
        guard let kind = kind(of: needle, in: fold(alternative)) else { continue }
        if let current = best, current.kind <= kind { continue }
        best = (kind, alternative)
      }
      guard let best else { continue }
      ranked.append(
        (
          SearchMatch(series: series, kind: best.kind, alternativeTitle: best.alternative),
          best.alternative != nil, fold(series.title)
        ))
    }
    ranked.sort { lhs, rhs in
      if lhs.match.kind != rhs.match.kind { return lhs.match.kind < rhs.match.kind }
      if lhs.onAlternative != rhs.onAlternative { return !lhs.onAlternative }
      if lhs.folded != rhs.folded { return lhs.folded < rhs.folded }
      return lhs.match.series.id < rhs.match.series.id
    }
    return ranked.map(\.match)
  }

  /// How a folded query matches a folded title, or `nil` when it does not occur.
  ///
  /// - Parameters:
  ///   - needle: The folded, non-empty query.
  ///   - title: The folded title.
  /// - Returns: The best kind among all occurrences.
  static func kind(of needle: String, in title: String) -> SearchMatch.Kind? {
    if title == needle { return .exact }
    if title.hasPrefix(needle) { return .prefix }
    var found = false
    for range in title.ranges(of: needle) {
      found = true
      let before = title[title.index(before: range.lowerBound)]
      if !before.isLetter && !before.isNumber { return .wordPrefix }
    }
    return found ? .substring : nil
  }
}
