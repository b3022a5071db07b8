import Foundation
import MangaCatalog

/// Matches a query against series titles, ignoring case, diacritics, width and punctuation,
/// best match first.
///
/// Query and titles are compared in their ``normalize(_:)`` forms, so "one punch man" finds
/// "One-Punch Man", "spy family" finds "Spy × Family" and "journeys end" finds "Frieren:
/// Beyond Journey's End". When the normalized query does not occur in a title, the forms
/// without spaces are tried, so "onepunch" finds "One-Punch Man" as a substring match.
///
/// Ranking: by match kind (exact > prefix > word prefix > substring); within a kind a match
/// on the main title before one on an alternative title; then by normalized main title, then
/// slug. A series counts once, with its best match. A query with no letters or digits (such
/// as "!!!") matches nothing.
package enum SeriesSearch {
  /// Folds text for comparison: case-, diacritic- and width-insensitive, locale-independent.
  ///
  /// - Parameter text: The text.
  /// - Returns: The folded text.
  package static func fold(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }

  /// The form of a query or title that matching compares.
  ///
  /// The text is folded (see ``fold(_:)``); apostrophes (`'` and `’`) are removed; every other
  /// character that is neither a letter nor a digit becomes a space; runs of whitespace
  /// become one space, and the ends are trimmed. "Frieren: Beyond Journey's End" becomes
  /// "frieren beyond journeys end".
  ///
  /// - Parameter text: The text.
  /// - Returns: Lowercase words separated by single spaces; empty when the text has no
  ///   letter or digit.
  /// - Complexity: O(n) in the length of the text.
  package static func normalize(_ text: String) -> String {
    let spaced = fold(text).compactMap { character -> Character? in
      if character == "'" || character == "’" { return nil }
      return character.isLetter || character.isNumber ? character : " "
    }
    return String(spaced).split(separator: " ").joined(separator: " ")
  }

  /// The series matching a query, best first.
  ///
  /// - Parameters:
  ///   - query: The typed text.
  ///   - catalog: The series to search.
  /// - Returns: The matches; empty for a query without letters or digits.
  /// - Complexity: O(n·m) in the number of titles and their length.
  package static func matches(for query: String, in catalog: Catalog) -> [SearchMatch] {
    let needle = normalize(query)
    guard !needle.isEmpty else { return [] }
    var ranked: [(match: SearchMatch, onAlternative: Bool, normalized: String)] = []
    for series in catalog.series {
      var best: (kind: SearchMatch.Kind, alternative: String?)?
      if let kind = kind(of: needle, in: normalize(series.title)) {
        best = (kind, nil)
      }
      for alternative in series.alternativeTitles {
        guard let kind = kind(of: needle, in: normalize(alternative)) else { continue }
        if let current = best, current.kind <= kind { continue }
        best = (kind, alternative)
      }
      guard let best else { continue }
      ranked.append(
        (
          SearchMatch(series: series, kind: best.kind, alternativeTitle: best.alternative),
          best.alternative != nil, normalize(series.title)
        ))
    }
    ranked.sort { lhs, rhs in
      if lhs.match.kind != rhs.match.kind { return lhs.match.kind < rhs.match.kind }
      if lhs.onAlternative != rhs.onAlternative { return !lhs.onAlternative }
      if lhs.normalized != rhs.normalized { return lhs.normalized < rhs.normalized }
      return lhs.match.series.id < rhs.match.series.id
    }
    return ranked.map(\.match)
  }

  /// How a normalized query matches a normalized title, or `nil` when it does not occur.
  ///
  /// - Parameters:
  ///   - needle: The normalized, non-empty query.
  ///   - title: The normalized title.
  /// - Returns: The best kind among all occurrences; `substring` when only the forms
  ///   without spaces match.
  static func kind(of needle: String, in title: String) -> SearchMatch.Kind? {
    if title == needle { return .exact }
    if title.hasPrefix(needle) { return .prefix }
    var found = false
    for range in title.ranges(of: needle) {
      found = true
      // Not at the start (that is a prefix), so there is a character before it.
      if title[title.index(before: range.lowerBound)] == " " { return .wordPrefix }
    }
    if found { return .substring }
    let compactTitle = title.filter { $0 != " " }
    let compactNeedle = needle.filter { $0 != " " }
    return compactTitle.contains(compactNeedle) ? .substring : nil
  }
}
