import Foundation
import TerminalEscaping

/// An output format of `--reporter`.
public enum ReporterKind: String, CaseIterable, Sendable {
  /// `file:line:col: warning: message [rule-id]`, as the compiler prints (the default).
  case text
  /// One JSON object with findings and resolved baseline entries.
  case json
  /// SARIF 2.1.0 for code-scanning tools.
  case sarif
  /// GitHub Actions workflow commands (`::warning file=...`).
  case github

  /// Renders a report.
  ///
  /// - Parameter report: The run's findings.
  /// - Returns: The text to print or write.
  public func render(_ report: RunReport) -> String {
    switch self {
    case .text: TextReporter.render(report)
    case .json: JSONReporter.render(report)
    case .sarif: SARIFReporter.render(report)
    case .github: GitHubReporter.render(report)
    }
  }

  /// A finding's column in Unicode code points (SARIF `unicodeCodePoints`, GitHub).
  ///
  /// - Parameter finding: A finding with its line text (whose bytes are the file's, with
  ///   each byte that is not UTF-8 shown as `?`, so byte columns carry over).
  /// - Returns: The 1-based code point column.
  static func codePointColumn(_ finding: Finding) -> Int {
    var prefix = Array(finding.lineText.utf8.prefix(max(0, finding.location.column - 1)))[...]
    // A byte-order mark is no character of the line.
    if finding.location.line == 1, prefix.starts(with: [0xEF, 0xBB, 0xBF]) {
      prefix = prefix.dropFirst(3)
    }
    return String(decoding: prefix, as: UTF8.self).unicodeScalars.count + 1
  }

  /// Encodes JSON with sorted keys.
  static func json(_ value: some Encodable, pretty: Bool) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return JSONText.lineSafe(data) + "\n"
  }
}
