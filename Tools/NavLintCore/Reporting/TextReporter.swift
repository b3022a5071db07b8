import TerminalEscaping

/// The compiler-style reporter; file names, messages and rule names are escaped with
/// ``TerminalText`` so a finding is always one line of visible text.
enum TextReporter {
  static func render(_ report: RunReport) -> String {
    let e = TerminalText.escaped
    var lines = report.findings.map { finding in
      let location = finding.location
      return
        "\(e(location.file)):\(location.line):\(location.column): \(finding.severity.rawValue): "
        + "\(e(finding.message)) [\(e(finding.ruleID))]"
    }
    lines += report.resolvedBaselineEntries.map { entry in
      "\(e(entry.file)): note: baselined '\(e(entry.ruleID))' finding no longer occurs: "
        + e(entry.lineText)
    }
    return lines.map { $0 + "\n" }.joined()
  }
}
