import TerminalEscaping

/// GitHub Actions workflow commands: `::warning file=F,line=L,col=C,title=ID::message`.
package enum GitHubReporter {
  static func render(_ report: RunReport) -> String {
    var lines = report.findings.map { finding in
      let properties = [
        "file=\(escapeProperty(finding.location.file))",
        "line=\(finding.location.line)",
        "col=\(ReporterKind.codePointColumn(finding))",
        "title=\(escapeProperty(finding.ruleID))",
      ]
      return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::"
        + escapeData("\(finding.message) [\(finding.ruleID)]")
    }
    lines += report.resolvedBaselineEntries.map { entry in
      "::notice file=\(escapeProperty(entry.file)),title=navlint baseline::"
        + escapeData("baselined '\(entry.ruleID)' finding no longer occurs: \(entry.lineText)")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// Percent-encodes a command's message by GitHub's workflow-command rules (`%` as `%25`, CR
  /// as `%0D`, LF as `%0A`), then shows any other control or direction-changing character as
  /// a visible escape (``TerminalText``), so no value can end the command or forge another.
  package static func escapeData(_ text: String) -> String {
    TerminalText.escaped(
      text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A"))
  }

  /// Encodes a property value: as ``escapeData(_:)``, and `:` as `%3A`, `,` as `%2C`.
  package static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
