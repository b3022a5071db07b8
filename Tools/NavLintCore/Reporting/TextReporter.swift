/// The compiler-style reporter.
enum TextReporter {
  static func render(_ report: RunReport) -> String {
    var lines = report.findings.map { finding in
      let location = finding.location
      return "\(location.file):\(location.line):\(location.column): \(finding.severity.rawValue): "
        + "\(finding.message) [\(finding.ruleID)]"
    }
    lines += report.resolvedBaselineEntries.map { entry in
      "\(entry.file): note: baselined '\(entry.ruleID)' finding no longer occurs: \(entry.lineText)"
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
