import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// Lints one parsed file with a set of configured rules: one walk, then suppressions.
package struct FileLinter: Sendable {
  /// The enabled rules.
  package var rules: [ConfiguredRule]
  /// Enabled engine rules (`parse-error`, `unused-suppression`) and their severities.
  package var engineRules: [String: Severity]

  /// Creates a linter.
  ///
  /// - Parameters:
  ///   - rules: The enabled rules.
  ///   - engineRules: Enabled engine rule ids and severities; both on by default.
  package init(
    rules: [ConfiguredRule],
    engineRules: [String: Severity] = Dictionary(
      uniqueKeysWithValues: RuleRegistry.engineRules.map { ($0.id, $0.defaultSeverity) }
    )
  ) {
    self.rules = rules
    self.engineRules = engineRules
  }

  /// Lints a file.
  ///
  /// - Parameters:
  ///   - file: The parsed file.
  ///   - index: The project's type index.
  ///   - project: Facts about the file's project.
  /// - Returns: Unsuppressed findings sorted by line, column and rule id.
  /// - Complexity: One walk of the tree, times the number of rules per node.
  package func lint(
    _ file: SourceFile, index: ProjectIndex = ProjectIndex(), project: ProjectInfo = ProjectInfo()
  )
    -> [Finding]
  {
    let collector = FindingCollector()
    let instances: [any Rule] = rules.map { configured in
      configured.type.init(
        context: LintContext(
          file: file,
          ruleID: configured.type.id,
          severity: configured.severity,
          options: configured.options,
          index: index,
          project: project,
          collector: collector
        )
      )
    }
    if !instances.isEmpty {
      RuleWalker(rules: instances).walk(file.tree)
      for rule in instances { rule.finish() }
    }
    var findings = collector.findings
    if let severity = engineRules["parse-error"] {
      findings += parseErrors(file, severity: severity)
    }
    var suppressions = Suppressions(file: file)
    findings = findings.filter { !suppressions.suppresses($0) }
    if let severity = engineRules["unused-suppression"] {
      findings += suppressions.unusedFindings(
        enabledRuleIDs: Set(rules.map { $0.type.id } + engineRules.keys),
        knownRuleIDs: Set(RuleRegistry.allDocumentation.map(\.id)),
        severity: severity
      )
    }
    return Array(Set(findings)).sorted()
  }

  private func parseErrors(_ file: SourceFile, severity: Severity) -> [Finding] {
    var findings: [Finding] = []
    func report(_ message: String, at position: AbsolutePosition) {
      let location = file.location(of: position)
      findings.append(
        Finding(
          ruleID: "parse-error",
          severity: severity,
          message: message,
          location: location,
          lineText: file.lineText(location.line)
        )
      )
    }
    if let reason = file.unparsedReason {
      report("file is not parsed: \(reason)", at: AbsolutePosition(utf8Offset: 0))
    } else if !file.isValidUTF8 {
      report("file is not valid UTF-8; save it as UTF-8", at: AbsolutePosition(utf8Offset: 0))
    } else if file.tree.hasError,
      let diagnostic = ParseDiagnosticsGenerator.diagnostics(for: file.tree).first
    {
      report("file does not parse: \(diagnostic.message)", at: diagnostic.position)
    }
    return findings
  }
}
