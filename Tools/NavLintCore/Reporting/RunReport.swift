/// Everything reporters print about one run.
public struct RunReport: Sendable {
  /// Findings to report, sorted.
  public var findings: [Finding]
  /// How many files were linted.
  public var fileCount: Int
  /// Baseline entries that no longer occur.
  public var resolvedBaselineEntries: [BaselineEntry]

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - findings: The findings.
  ///   - fileCount: Files linted.
  ///   - resolvedBaselineEntries: Baseline entries that no longer occur.
  public init(findings: [Finding], fileCount: Int, resolvedBaselineEntries: [BaselineEntry] = []) {
    self.findings = findings
    self.fileCount = fileCount
    self.resolvedBaselineEntries = resolvedBaselineEntries
  }
}
