import Foundation
import NavigationCore
import NavigationRouter
import TerminalEscaping

/// What restoration changed, as `hoist` prints it before the first screen: one line per
/// change on standard error (`hoist: restore: …`), or with `--json` one object
/// `{"restored":{"changes":[…],"copy":…}}` on standard error. Nothing when nothing changed.
@MainActor
package enum RestorationReportText {
  /// The text lines.
  ///
  /// - Parameters:
  ///   - changes: What restoration changed.
  ///   - copies: Where the state as loaded was kept (`state.json`'s copy, then the journal's),
  ///     if it was.
  /// - Returns: Lines ending in a line break, the copy first; empty when there are no
  ///   changes and no copies.
  package static func text(_ changes: [RestorationChange], copies: [String]) -> String {
    var lines = changes.map { "hoist: restore: \(TerminalText.escaped($0.text))\n" }
    if !copies.isEmpty {
      let paths = TerminalText.escaped(copies.joined(separator: " and "))
      lines.insert("hoist: restore: the saved state was copied to \(paths) first\n", at: 0)
    }
    return lines.joined()
  }

  /// The JSON line.
  ///
  /// - Parameters:
  ///   - changes: What restoration changed.
  ///   - copies: Where the state as loaded was kept (`state.json`'s copy, then the journal's),
  ///     if it was: `copy` is the first, `journalCopy` the second (only when there is one).
  /// - Returns: One line ending in a line break; empty when there are no changes and no
  ///   copies.
  package static func json(_ changes: [RestorationChange], copies: [String]) -> String {
    guard !changes.isEmpty || !copies.isEmpty else { return "" }
    struct Change: Encodable {
      var action: String
      var tab: String
      var place: String
      var route: [String: JSONScalar]
      var replacement: [String: JSONScalar]?
      var removedAbove: Int
      var reason: String

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(action, forKey: .action)
        try container.encode(tab, forKey: .tab)
        try container.encode(place, forKey: .place)
        try container.encode(route, forKey: .route)
        try container.encode(replacement, forKey: .replacement)
        try container.encode(removedAbove, forKey: .removedAbove)
        try container.encode(reason, forKey: .reason)
      }

      enum CodingKeys: String, CodingKey {
        case action, tab, place, route, replacement, removedAbove, reason
      }
    }
    struct Restored: Encodable {
      var changes: [Change]
      var copy: String?
      var journalCopy: String?

      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(changes, forKey: .changes)
        try container.encode(copy, forKey: .copy)
        try container.encodeIfPresent(journalCopy, forKey: .journalCopy)
      }

      enum CodingKeys: String, CodingKey { case changes, copy, journalCopy }
    }
    let restored = Restored(
      changes: changes.map {
        Change(
          action: $0.action.rawValue, tab: $0.tab.rawValue, place: $0.place, route: $0.route,
          replacement: $0.replacement, removedAbove: $0.removedAbove, reason: $0.reason)
      }, copy: copies.first, journalCopy: copies.dropFirst().first)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(["restored": restored]) else { return "" }
    return JSONText.lineSafe(data) + "\n"
  }
}
