import Foundation
import NavLintCore
import Testing

struct ParseErrorTests {
  private func findings(_ source: String) -> [String] {
    FileLinter(rules: RuleRegistry.rules.map { ConfiguredRule($0) })
      .lint(SourceFile(path: "A.swift", text: source))
      .map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
  }

  @Test func suppressionsNeverHideAParseError() {
    #expect(
      findings("// navlint:disable all\nlet x = = 1\n") == [
        "1:1 unused-suppression", "2:9 parse-error",
      ])
    #expect(
      findings("// navlint:disable parse-error\nlet x = = 1\n") == [
        "1:1 unused-suppression", "2:9 parse-error",
      ])
    #expect(
      findings("let x = = 1 // navlint:disable:this parse-error\n") == [
        "1:9 parse-error", "1:13 unused-suppression",
      ])
  }

  @Test func aSuppressionNamingParseErrorSaysItHasNoEffect() {
    let result = FileLinter(rules: [])
      .lint(SourceFile(path: "A.swift", text: "// navlint:disable:next parse-error\nlet x = 1\n"))
    #expect(
      result.map(\.message) == [
        "'navlint:disable:next parse-error' has no effect: a file that does not parse is always reported; fix the syntax instead"
      ])
  }

  @Test func configurationCannotDisableOrDowngradeIt() throws {
    let project = try TemporaryProject([
      ".navlint.json": #"{"rules": {"parse-error": {"enabled": false}}}"#,
      "A.swift": "let x = = 1\n",
    ])
    defer { project.remove() }
    let disabled = project.run([])
    #expect(disabled.exitCode == 2)
    #expect(
      disabled.standardError
        == "navlint: error: \(project.root)/.navlint.json: 'rules.parse-error.enabled' must be true: parse-error cannot be disabled\n"
    )
    try project.write(".navlint.json", #"{"rules": {"parse-error": {"severity": "warning"}}}"#)
    #expect(project.run([]).exitCode == 2)
  }

  @Test func aBaselineNeverHidesIt() throws {
    let project = try TemporaryProject(["A.swift": "let x = = 1\n"])
    defer { project.remove() }
    let written = project.run(["--write-baseline", "b.json"])
    #expect(written.exitCode == 1)
    #expect(!project.read("b.json").contains("parse-error"))
    let result = project.run(["--baseline", "b.json"])
    #expect(
      result.standardOutput
        == "A.swift:1:9: error: file does not parse: expected expression in variable [parse-error]\n"
    )
    #expect(result.exitCode == 1)
  }

  @Test func itIsReportedWhereTheProblemIs() throws {
    let project = try TemporaryProject([:])
    defer { project.remove() }
    try project.write(
      "Latin1.swift", bytes: Array("let a = 1\nlet b = \"caf".utf8) + [0xE9] + Array("\"\n".utf8))
    try project.write("Nul.swift", bytes: [0, 0, 0, 0])
    let result = project.run([])
    #expect(
      result.standardOutput == """
        Latin1.swift:2:13: error: file is not valid UTF-8; save it as UTF-8 [parse-error]
        Nul.swift:1:1: error: file contains a NUL byte; it is not Swift source [parse-error]

        """)
    #expect(result.exitCode == 1)
  }

  @Test func deepNestingOfAnyBracketIsNotParsed() {
    let message =
      "too deeply nested to parse in reasonable time: more than 14 '[' in one run of opening brackets; the file is not linted"
    for source in [
      "let x = " + String(repeating: "[(", count: 20),
      "let x = " + String(repeating: "[[(", count: 12),
      "let x = " + String(repeating: "[ { ", count: 15),
    ] {
      let file = SourceFile(path: "A.swift", text: String(source))
      #expect(file.unparsedReason == message)
      #expect(file.unparsedOffset == 8)
    }
    #expect(
      SourceFile(path: "A.swift", text: "let x = [[[[[[[[[[[[1]]]]]]]]]]]]").unparsedReason == nil)
    let brackets = String(repeating: "[(", count: 20)
    for text in [
      "let x = " + String(repeating: "[", count: 14) + "1" + String(repeating: "]", count: 14),
      "let s = \"\(brackets)\"\nlet t = 1",
      "// \(brackets)\nlet t = 1",
      "/* /* \(brackets) */ */\nlet t = 1",
      "let s = \"\"\"\n\(brackets)\n\"\"\"",
      "let s = #\"\\\"\(brackets)\"#",
      "let r = #/\(brackets)/#",
      "let x = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40),
    ] {
      #expect(SourceFile(path: "A.swift", text: text).unparsedReason == nil, "\(text)")
    }
    let result = FileLinter(rules: [])
      .lint(
        SourceFile(
          path: "A.swift", text: "let a = 1\nlet x = " + String(repeating: "[(", count: 20)))
    #expect(
      result.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["2:9 parse-error"]
    )
  }
}
