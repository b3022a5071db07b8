/// One problem navlint reports.
public struct Finding: Hashable, Codable, Sendable {
  /// The stable rule id, such as `navigation-view`.
  public var ruleID: String
  /// The configured severity.
  public var severity: Severity
  /// What is wrong and what to do instead.
  public var message: String
  /// Where: the anchor token's start.
  public var location: Location
  /// The text of the finding's line, without its line break (baseline key, SARIF columns).
  public var lineText: String
  /// Edits that fix the finding safely under `--fix`; empty when there is no safe fix.
  public var fix: [TextEdit]

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - ruleID: The rule id.
  ///   - severity: The severity.
  ///   - message: The message.
  ///   - location: The location.
  ///   - lineText: The text of the finding's line.
  ///   - fix: Safe edits, if any.
  public init(
    ruleID: String,
    severity: Severity,
    message: String,
    location: Location,
    lineText: String = "",
    fix: [TextEdit] = []
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
    self.location = location
    self.lineText = lineText
    self.fix = fix
  }
}

extension Finding: Comparable {
  /// Orders by file, line, column, then rule id: the order of every report.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.location.file, lhs.location.line, lhs.location.column, lhs.ruleID, lhs.message)
      < (rhs.location.file, rhs.location.line, rhs.location.column, rhs.ruleID, rhs.message)
  }
}
