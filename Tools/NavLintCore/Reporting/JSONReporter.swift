/// The JSON reporter: `{"findings": [...], "resolvedBaselineEntries": [...], ...}`.
enum JSONReporter {
  struct Output: Encodable {
    struct Item: Encodable {
      var ruleID: String
      var severity: String
      var message: String
      var file: String
      var line: Int
      var column: Int
      var fixable: Bool
    }

    var version: String
    var fileCount: Int
    var findings: [Item]
    var resolvedBaselineEntries: [BaselineEntry]
  }

  static func render(_ report: RunReport) -> String {
    let output = Output(
      version: NavLintVersion.current,
      fileCount: report.fileCount,
      findings: report.findings.map {
        Output.Item(
          ruleID: $0.ruleID,
          severity: $0.severity.rawValue,
          message: $0.message,
          file: $0.location.file,
          line: $0.location.line,
          column: $0.location.column,
          fixable: !$0.fix.isEmpty
        )
      },
      resolvedBaselineEntries: report.resolvedBaselineEntries
    )
    return ReporterKind.json(output, pretty: true)
  }
}
