import Foundation
import NavLintCore
import TestSupport
import Testing

/// The prefix line every example is re-checked with: multi-byte characters before a finding
/// must move it by one line and never skew a column.
let multiByteLine = "// 日本語 ✓ émoji 🧭\n"

/// Lints source with one rule and returns the findings of that rule.
///
/// - Parameters:
///   - rule: The rule.
///   - text: Source without markers.
///   - options: The rule's options.
///   - path: The displayed path.
///   - index: The project index.
///   - project: Project facts.
/// - Returns: The rule's findings.
func lint(
  _ rule: any Rule.Type,
  _ text: String,
  options: [String: JSONValue] = [:],
  path: String = "Sources/App/View.swift",
  index: ProjectIndex = ProjectIndex(),
  project: ProjectInfo = ProjectInfo()
) -> [Finding] {
  let linter = FileLinter(
    rules: [ConfiguredRule(rule, options: RuleOptions(options))], engineRules: [:])
  return linter.lint(SourceFile(path: path, text: text), index: index, project: project)
    .filter { $0.ruleID == rule.id }
}

/// Checks that `rule` reports exactly at the markers of `marked`, and again with a
/// multi-byte line prepended (every expected line moves by one, columns stay).
///
/// - Parameters:
///   - rule: The rule under test.
///   - marked: Source with `1️⃣`, `2️⃣`, ... markers; no marker means no finding.
///   - options: The rule's options.
///   - path: The displayed path of the file.
///   - index: The project index.
///   - project: Project facts.
///   - sourceLocation: The caller, for failure messages.
func assertLint(
  _ rule: any Rule.Type,
  _ marked: String,
  options: [String: JSONValue] = [:],
  path: String = "Sources/App/View.swift",
  index: ProjectIndex = ProjectIndex(),
  project: ProjectInfo = ProjectInfo(),
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let source = MarkedSource(marked)
  for (prefix, shift) in [("", 0), (multiByteLine, 1)] {
    let findings = lint(
      rule,
      prefix + source.text,
      options: options,
      path: path,
      index: index,
      project: project
    )
    let actual = findings.map {
      MarkedSource.Position(line: $0.location.line, column: $0.location.column)
    }
    let expected = source.positions(shiftedBy: shift)
    let described = findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    #expect(
      actual == expected,
      "\(rule.id)\(shift == 0 ? "" : " (multi-byte prefix)"): findings \(described)",
      sourceLocation: sourceLocation
    )
  }
}

/// Applies a rule's fixes to source and returns the result.
///
/// - Parameters:
///   - rule: The rule.
///   - text: Source.
///   - options: The rule's options.
/// - Returns: The source with every fix applied.
func fixed(_ rule: any Rule.Type, _ text: String, options: [String: JSONValue] = [:]) -> String {
  let edits = lint(rule, text, options: options).flatMap(\.fix)
  return Fixer.apply(edits, to: text)
}

/// Checks that `rule` reports exactly the `findings` (marker and message) and nothing else,
/// also with a multi-byte line prepended.
///
/// - Parameters:
///   - rule: The rule under test.
///   - marked: Source with the markers the specs name.
///   - findings: Every expected finding; empty means none.
///   - options: The rule's options.
///   - path: The displayed path of the file.
///   - index: The project index.
///   - project: Project facts.
///   - sourceLocation: The caller, for failure messages.
func assertLint(
  _ rule: any Rule.Type,
  _ marked: String,
  findings specs: [FindingSpec],
  options: [String: JSONValue] = [:],
  path: String = "Sources/App/View.swift",
  index: ProjectIndex = ProjectIndex(),
  project: ProjectInfo = ProjectInfo(),
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let source = MarkedSource(marked)
  #expect(
    Set(specs.map(\.marker)) == Set(source.positionsByMarker.keys),
    "every marker has a spec and every spec a marker", sourceLocation: sourceLocation)
  for (prefix, shift) in [("", 0), (multiByteLine, 1)] {
    let findings = lint(
      rule, prefix + source.text, options: options, path: path, index: index, project: project)
    let actual = findings.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    let expected = source.expectedFindings(specs, shiftedBy: shift)
    #expect(
      actual == expected,
      "\(rule.id)\(shift == 0 ? "" : " (multi-byte prefix)")", sourceLocation: sourceLocation)
  }
}
