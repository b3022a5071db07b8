import Foundation
import NavLintCore

// libFuzzer harness: the input is one Swift file. navlint parses it and lints it with every
// rule and engine rule on, the findings are rendered by every reporter, and when the file
// parsed and is UTF-8 (what `--fix` requires) the fixes are applied and the result linted
// again. Traps when a JSON or SARIF report is not JSON, or a fix makes a file that parsed
// stop parsing.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNavLint(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  FuzzNavLint.run(Array(UnsafeBufferPointer(start: start, count: count)))
  return 0
}

enum FuzzNavLint {
  static let linter = FileLinter(rules: RuleRegistry.rules.map { ConfiguredRule($0) })

  static func run(_ bytes: [UInt8]) {
    let findings = lint(bytes)
    let report = RunReport(findings: findings, fileCount: 1)
    for kind in ReporterKind.allCases {
      let rendered = kind.render(report)
      guard kind == .json || kind == .sarif else { continue }
      guard (try? JSONSerialization.jsonObject(with: Data(rendered.utf8))) != nil else {
        fatalError("the \(kind) report is not JSON: \(rendered.debugDescription)")
      }
    }
    let parsed = !findings.contains { $0.ruleID == "parse-error" }
    let edits = findings.flatMap(\.fix)
    guard parsed, !edits.isEmpty, let text = String(validating: bytes, as: UTF8.self) else {
      return
    }
    let fixed = Fixer.apply(edits, to: text)
    if lint(Array(fixed.utf8)).contains(where: { $0.ruleID == "parse-error" }) {
      fatalError(
        "a fix broke a file that parsed: \(text.debugDescription) -> \(fixed.debugDescription)")
    }
  }

  static func lint(_ bytes: [UInt8]) -> [Finding] {
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    return linter.lint(file, index: ProjectIndex().including(file))
  }
}
