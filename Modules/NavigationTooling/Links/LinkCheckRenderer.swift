import Foundation
import NavigationCore
import NavigationRouter
import TerminalEscaping

/// Renders `hoist links check` results as text for people or as JSON lines.
@MainActor
package enum LinkCheckRenderer {
  /// The text report: per link its outcome and URL, where it lands (tab and path in the
  /// route JSON encoding) and why; then a summary line. Every piece taken from the input
  /// (the URL, the values in the path, the message) is escaped for the terminal.
  ///
  /// - Parameter checks: The checks.
  /// - Returns: The report, ending in a newline.
  package static func text(_ checks: [LinkCheck]) -> String {
    var lines: [String] = []
    for check in checks {
      let outcome = check.outcome.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
      lines.append(outcome + TerminalText.escaped(check.url))
      if let tab = check.tab {
        let path = check.path.map(pathJSON) ?? "[]"
        lines.append("         " + TerminalText.escaped("\(tab) \(path)"))
      }
      if let message = check.message {
        lines.append("         " + TerminalText.escaped(message))
      }
    }
    lines.append(summaryLine(checks))
    return lines.joined(separator: "\n") + "\n"
  }

  /// One JSON object per link, `{"message","outcome","path","tab","url"}`, then
  /// `{"summary":{"failed","fallback","ignored","ok","total"}}`.
  ///
  /// - Parameter checks: The checks.
  /// - Returns: The lines, each ending in a newline.
  package static func jsonLines(_ checks: [LinkCheck]) -> String {
    var out = ""
    for check in checks {
      out += encode(CheckObject(check)) + "\n"
    }
    return out + encode(["summary": counts(checks)]) + "\n"
  }

  /// `4 links: 1 ok, 1 fallback, 1 failed, 1 ignored`.
  static func summaryLine(_ checks: [LinkCheck]) -> String {
    let counts = counts(checks)
    let total = checks.count == 1 ? "1 link" : "\(checks.count) links"
    let parts = LinkResolutionKind.allCases.map {
      "\(counts[$0.rawValue] ?? 0) \($0.rawValue)"
    }
    return "\(total): " + parts.joined(separator: ", ")
  }

  private static func counts(_ checks: [LinkCheck]) -> [String: Int] {
    var counts = Dictionary(
      uniqueKeysWithValues: LinkResolutionKind.allCases.map { ($0.rawValue, 0) })
    for check in checks { counts[check.outcome.rawValue, default: 0] += 1 }
    counts["total"] = checks.count
    return counts
  }

  private static func pathJSON(_ path: [AnyRoute]) -> String {
    "[" + path.map { (try? RouteCoding.jsonString(for: $0)) ?? $0.key }.joined(separator: ",") + "]"
  }

  private static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { JSONText.lineSafe($0) } ?? "{}"
  }

  private struct CheckObject: Encodable {
    let check: LinkCheck

    init(_ check: LinkCheck) {
      self.check = check
    }

    enum CodingKeys: String, CodingKey { case url, outcome, tab, path, message }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(check.url, forKey: .url)
      try container.encode(check.outcome.rawValue, forKey: .outcome)
      try container.encode(check.tab?.rawValue, forKey: .tab)
      try container.encode(
        try check.path.map { try $0.map { try RouteCoding.object(for: $0) } }, forKey: .path)
      try container.encode(check.message, forKey: .message)
    }
  }
}
