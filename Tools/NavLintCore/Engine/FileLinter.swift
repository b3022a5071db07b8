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
    let calls = CallSummaryCache()
    let instances: [any Rule] = rules.map { configured in
      configured.type.init(
        context: LintContext(
          file: file,
          ruleID: configured.type.id,
          severity: configured.severity,
          options: configured.options,
          index: index,
          project: project,
          collector: collector,
          calls: calls
        )
      )
    }
    if !instances.isEmpty {
      if let walker = KindRuleWalker(rules: instances, calls: calls) {
        walker.walk(file.tree)
      } else {
        RuleWalker(rules: instances).walk(file.tree)
      }
      for rule in instances { rule.finish() }
    }
    // One preview policy for every rule: findings in preview code are dropped unless the
    // rule's `includePreviews` option is on.
    var keepsPreviews: Set<String> = []
    for rule in rules where rule.options.bool(RuleOptionDescription.includePreviews.name) == true {
      keepsPreviews.insert(rule.type.id)
    }
    if keepsPreviews.count < rules.count, !collector.findings.isEmpty {
      let preview = project.isPreviewPath ? nil : index.previewCode(of: file)
      collector.findings.removeAll { finding in
        !keepsPreviews.contains(finding.ruleID)
          && (preview?.contains(finding.location.offset) ?? true)
      }
    }
    // `parse-error` is always on, always an error and never suppressed: a file that does not
    // parse must never pass silently.
    let parseErrors = parseErrors(file, severity: .error)
    var suppressions = Suppressions(file: file)
    var findings = collector.findings.filter { !suppressions.suppresses($0) } + parseErrors
    if let severity = engineRules["unused-suppression"] {
      findings += suppressions.unusedFindings(
        enabledRuleIDs: Set(rules.map { $0.type.id } + engineRules.keys),
        knownRuleIDs: Set(RuleRegistry.allDocumentation.map(\.id)),
        severity: severity
      )
    }
    return Array(Set(findings)).sorted()
  }

  /// At most one `parse-error` per file, at the earliest problem: nesting too deep to parse,
  /// the first byte that is not UTF-8, the first NUL byte, or the parser's first error.
  private func parseErrors(_ file: SourceFile, severity: Severity) -> [Finding] {
    var candidates: [(offset: Int, message: String)] = []
    if let reason = file.unparsedReason {
      candidates.append((file.unparsedOffset ?? 0, reason))
    }
    if let offset = file.firstInvalidUTF8Offset {
      candidates.append((offset, "file is not valid UTF-8; save it as UTF-8"))
    }
    if let offset = file.firstNULOffset {
      candidates.append((offset, "file contains a NUL byte; it is not Swift source"))
    }
    // SwiftParserDiagnostics traps (an empty Fix-It) on some trees of bytes that are not
    // UTF-8 (found by fuzzing); such a file already has its parse-error at its first bad byte.
    // `FirstParseError` keeps the trees of valid UTF-8 that trap it away from it.
    if file.unparsedReason == nil, file.isValidUTF8, file.tree.hasError {
      candidates.append(
        FirstParseError.find(in: file.tree).map {
          ($0.offset, "file does not parse: \($0.message)")
        }
          ?? (0, "file does not parse"))
    }
    guard let first = candidates.min(by: { $0.offset < $1.offset }) else { return [] }
    let location = file.location(of: AbsolutePosition(utf8Offset: first.offset))
    return [
      Finding(
        ruleID: "parse-error",
        severity: severity,
        message: first.message,
        location: location,
        lineText: file.lineText(location.line)
      )
    ]
  }
}
