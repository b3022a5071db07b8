import Foundation

/// Renders rule documentation for `navlint rules` and the README.
public enum RuleCatalog {
  /// The README block's name: `<!-- BEGIN GENERATED: navlint-rules -->`.
  public static let blockName = "navlint-rules"

  /// The most bytes `rules --update-readme` reads: a larger README is refused, unread.
  package static let readmeLimit = 16 << 20

  /// The rules table in Markdown (id, default severity, summary), one row per rule.
  ///
  /// - Returns: The table, ending in a newline.
  public static func markdownTable() -> String {
    var lines = ["| Rule | Default severity | Summary |", "| --- | --- | --- |"]
    for documentation in RuleRegistry.allDocumentation {
      let summary = documentation.summary.replacing("|", with: "\\|")
      lines.append(
        "| `\(documentation.id)` | \(documentation.defaultSeverity.rawValue) | \(summary) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Replaces the generated block of a document with the current table.
  ///
  /// - Parameter document: A README containing the BEGIN/END markers.
  /// - Returns: The updated document, or `nil` when the markers are missing.
  public static func updating(_ document: String) -> String? {
    let begin = "<!-- BEGIN GENERATED: \(blockName) -->\n"
    let end = "<!-- END GENERATED: \(blockName) -->"
    guard let start = document.range(of: begin), let finish = document.range(of: end),
      start.upperBound <= finish.lowerBound
    else { return nil }
    return String(document[..<start.upperBound]) + markdownTable()
      + String(document[finish.lowerBound...])
  }

  /// The generated block of a document.
  ///
  /// - Parameter document: A README.
  /// - Returns: The text between the markers, or `nil` when they are missing.
  public static func block(in document: String) -> String? {
    let begin = "<!-- BEGIN GENERATED: \(blockName) -->\n"
    let end = "<!-- END GENERATED: \(blockName) -->"
    guard let start = document.range(of: begin), let finish = document.range(of: end),
      start.upperBound <= finish.lowerBound
    else { return nil }
    return String(document[start.upperBound..<finish.lowerBound])
  }

  /// The plain-text listing of `navlint rules`: id, severity, summary, options, examples.
  ///
  /// - Returns: The listing.
  public static func listing() -> String {
    var out = ""
    for documentation in RuleRegistry.allDocumentation {
      let fix = documentation.isCorrectable ? ", fixable" : ""
      out += "\(documentation.id) (\(documentation.defaultSeverity.rawValue)\(fix))\n"
      out += "  \(documentation.summary)\n"
      out += "  \(documentation.details)\n"
      for option in documentation.options {
        out += "  option \(option.name) (\(option.kind.expectation)): \(option.summary)\n"
      }
      for example in documentation.triggeringExamples {
        out += "  triggers:\n" + indent(stripMarkers(example))
      }
      for example in documentation.nonTriggeringExamples {
        out += "  does not trigger:\n" + indent(stripMarkers(example))
      }
      out += "\n"
    }
    return out
  }

  /// Removes the `1️⃣`...`🔟` finding markers of examples.
  ///
  /// - Parameter example: A marked example.
  /// - Returns: The code alone.
  public static func stripMarkers(_ example: String) -> String {
    let markers: Set<Character> = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]
    return String(example.filter { !markers.contains($0) })
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 + "\n" }
      .joined()
  }
}
