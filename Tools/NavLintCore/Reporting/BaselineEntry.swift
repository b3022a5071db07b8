/// One accepted finding in a baseline file: rule, file and the line's trimmed text.
public struct BaselineEntry: Hashable, Codable, Sendable, Comparable {
  /// The rule id.
  public var ruleID: String
  /// The displayed (working-directory-relative) path.
  public var file: String
  /// The finding's line, trimmed of surrounding whitespace.
  public var lineText: String
  /// Which of several findings with the same rule, file and text this is (0-based).
  public var occurrence: Int

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - ruleID: The rule id.
  ///   - file: The displayed path.
  ///   - lineText: The trimmed line text.
  ///   - occurrence: The 0-based occurrence index.
  public init(ruleID: String, file: String, lineText: String, occurrence: Int) {
    self.ruleID = ruleID
    self.file = file
    self.lineText = lineText
    self.occurrence = occurrence
  }

  public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
    (lhs.file, lhs.ruleID, lhs.lineText, lhs.occurrence) < (
      rhs.file, rhs.ruleID, rhs.lineText, rhs.occurrence
    )
  }
}
