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

  private func parseErrors(_ source: String) -> [String] {
    FileLinter(rules: RuleRegistry.rules.map { ConfiguredRule($0) })
      .lint(SourceFile(path: "A.swift", text: source))
      .filter { $0.ruleID == "parse-error" }
      .map { "\($0.location.line):\($0.location.column) \($0.message)" }
  }

  /// An `=` with a space on both sides but a form feed, vertical tab or control character
  /// right before it made SwiftParserDiagnostics trap (a Fix-It with no change); every such
  /// character is reported where it is, as the parser words it.
  @Test(arguments: Array(0x01...0x08) + Array(0x0B...0x0C) + Array(0x0E...0x1F) + [0x7F])
  func aCharacterBeforeAnEqualsSignIsReportedNotATrap(scalar: UInt32) throws {
    let character = String(try #require(Unicode.Scalar(scalar)))
    let isWhitespace = scalar == 0x0B || scalar == 0x0C
    #expect(
      parseErrors("let a \(character)= 1\n")
        == [
          isWhitespace
            ? "1:8 file does not parse: '=' must have consistent whitespace on both sides"
            : "1:7 file does not parse: invalid character in source file"
        ])
  }

  @Test func theEarliestProblemWinsAroundAnEqualsSignTheParserCannotWord() {
    // In a member, in a call, twice, and after or before an error the parser words itself.
    #expect(
      parseErrors("struct S {\n  var a \u{0C}= 1\n  func f() { g(x \u{0B}= 2) }\n}\n")
        == ["2:10 file does not parse: '=' must have consistent whitespace on both sides"])
    #expect(
      parseErrors("let b = = 3\nlet a \u{0C}= 1\n")
        == ["1:9 file does not parse: expected expression in variable"])
    #expect(
      parseErrors("let a \u{0C}= 1\nlet b = = 3\n")
        == ["1:8 file does not parse: '=' must have consistent whitespace on both sides"])
    #expect(
      parseErrors("f(\nlet a \u{0B}= 1\n")
        == ["1:3 file does not parse: expected value and ')' to end function call"])
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

  static let tooDeep =
    "too deeply nested to parse in reasonable time: more than 15 brackets nested inside a '[', or 7 with an attribute '@'; the file is not linted"

  /// Each shape SwiftParser's lookahead takes exponential time on (measured: see
  /// `NestingGuard`), one level past the limit, with where the nesting starts.
  @Test(arguments: [
    ("let x = " + String(repeating: "[(", count: 20), 8),
    ("let x = " + String(repeating: "[[(", count: 12), 8),
    ("let x = " + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16), 8),
    ("let a = [@[@[@[@[@[@[@[@[@[@[@[@1]]]]]]]]]]]]", 8),
    ("let a = " + String(repeating: "[@", count: 8) + "1" + String(repeating: "]", count: 8), 8),
    ("let a = " + String(repeating: "[(@", count: 4) + "1" + String(repeating: ")]", count: 4), 8),
    ("let a = " + String(repeating: "[a<", count: 8) + "b" + String(repeating: ">]", count: 8), 8),
    ("let a = " + String(repeating: "a<[", count: 9) + "b" + String(repeating: "]>", count: 9), 10),
    ("let a: " + String(repeating: "[", count: 16) + "A" + String(repeating: "]", count: 16), 7),
    ("let a = @a " + String(repeating: "[", count: 8) + "b" + String(repeating: "]", count: 8), 8),
    ("let a = " + String(repeating: "[", count: 8) + "@a b" + String(repeating: "]", count: 8), 8),
    (
      "let a = " + String(repeating: "[any ", count: 16) + "1" + String(repeating: "]", count: 16),
      8
    ),
    (
      "let a = " + String(repeating: "[inout ", count: 16) + "1"
        + String(repeating: "]", count: 16), 8
    ),
    ("f(" + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16) + ")", 2),
    (
      "let s = \"\\(" + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)
        + ")\"", 11
    ),
    (
      "let s = #\"\\#(" + String(repeating: "[@", count: 8) + "1" + String(repeating: "]", count: 8)
        + ")\"#", 13
    ),
    (
      "let a = { " + String(repeating: "[(", count: 8) + "1" + String(repeating: ")]", count: 8)
        + " }", 10
    ),
  ])
  func exponentialNestingIsNotParsed(source: String, offset: Int) {
    let file = SourceFile(path: "A.swift", text: source)
    #expect(file.unparsedReason == Self.tooDeep, "\(source)")
    #expect(file.unparsedOffset == offset, "\(source)")
  }

  /// Valid Swift the guard once refused (issue 11): nesting outside the first `[` is linear.
  @Test(arguments: [13, 30, 64])
  func plainNestingLintsNormally(depth: Int) throws {
    let letters = (0..<depth).map { "f\($0)(" }.joined()
    for text in [
      "let b = " + letters + "[1]" + String(repeating: ")", count: depth),
      "let b = " + String(repeating: "(", count: depth) + "[1]"
        + String(repeating: ")", count: depth),
      "let b = " + String(repeating: "[1, ", count: 1) + String(repeating: "f(", count: depth)
        + "[NavigationView { }]" + String(repeating: ")", count: depth) + "]",
    ] {
      let file = SourceFile(path: "A.swift", text: text)
      #expect(file.unparsedReason == nil, "\(text)")
      let findings = FileLinter(rules: RuleRegistry.rules.map { ConfiguredRule($0) }).lint(file)
      #expect(!findings.contains { $0.ruleID == "parse-error" }, "\(text)")
    }
  }

  /// The breaker's examples lint, and the navigation rules still see inside them.
  @Test func deepCallsAroundAnArrayAreLinted() {
    let text =
      "let b = f(g(h(i(j(k(l(m(n(o(p(q(r([1])))))))))))))\n"
      + "let c = " + String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)
      + "\nlet d = f(g(h(i(j(k(l(m(n(o(p(q(r([NavigationView { }])))))))))))))\n"
    let findings = FileLinter(rules: RuleRegistry.rules.map { ConfiguredRule($0) })
      .lint(SourceFile(path: "A.swift", text: text))
    #expect(
      findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == [
        "3:36 navigation-view"
      ])
  }

  /// What the guard lets through is still bounded: the parser's time limit reports it.
  @Test func nestingUnderTheGuardIsBoundedByTheTimeLimit() {
    let text =
      "let x = " + String(repeating: "[", count: 15) + "1" + String(repeating: "]", count: 15)
    #expect(NestingGuard.firstTooDeep(Array(text.utf8)) == nil)
    let file = SourceFile(path: "A.swift", text: text, parseTimeLimit: .zero)
    #expect(file.unparsedReason == "too complex to parse in 0 s; the file is not linted")
  }

  /// Nesting that parses in linear time, or at the limit, is parsed.
  @Test func linearOrShallowNestingIsParsed() {
    let brackets = String(repeating: "[(", count: 20)
    for text in [
      "let x = " + String(repeating: "[", count: 15) + "1" + String(repeating: "]", count: 15),
      "let x = " + String(repeating: "[@", count: 7) + "1" + String(repeating: "]", count: 7),
      "let x = " + String(repeating: "[(", count: 7) + "1" + String(repeating: ")]", count: 7),
      "let x = " + String(repeating: "[f(", count: 30) + "1" + String(repeating: ")]", count: 30),
      "let x = " + String(repeating: "(@a ", count: 64) + "1" + String(repeating: ")", count: 64),
      "let x = " + String(repeating: "[ { ", count: 30) + String(repeating: "} ]", count: 30),
      "let x = " + String(repeating: "{@", count: 30) + "1" + String(repeating: "}", count: 30),
      "let x: " + String(repeating: "A<", count: 40) + "B" + String(repeating: ">", count: 40),
      "let x = " + String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40),
      String(repeating: "#if a\n", count: 30) + "let a = 1\n"
        + String(repeating: "#endif\n", count: 30),
      String(repeating: "let c = a<b\n", count: 20) + "let x = "
        + String(repeating: "[", count: 15) + "1" + String(repeating: "]", count: 15),
      "@State private var x = 0\nlet y = " + String(repeating: "[", count: 15) + "1"
        + String(repeating: "]", count: 15),
      "@State private var grid: [[String: [Int]]] = [[\"a\": [1, 2]], [\"b\": []]]",
      "func f(_ a: @escaping ([Int]) -> [String: (Int, [Int])]) -> [Int] { [] }",
      "let s = \"\(brackets)\"\nlet t = 1",
      "let s = \"\\(\"\(brackets)\")\"",
      "// \(brackets)\nlet t = 1",
      "/* /* \(brackets) */ */\nlet t = 1",
      "let s = \"\"\"\n\(brackets)\n\"\"\"",
      "let s = #\"\\\"\(brackets)\"#",
      "let s = #\"\\(\(brackets)\"#",
      "let r = #/\(brackets)/#",
    ] {
      // What is checked is that the nesting check lets these through, not how fast they
      // parse: a debug build under heavy load once took over the 5 s default on one of them.
      let file = SourceFile(path: "A.swift", text: text, parseTimeLimit: .seconds(300))
      #expect(file.unparsedReason == nil, "\(text)")
    }
  }

  /// A parse that takes longer than its limit is given up and reported, whatever the shape.
  @Test func aParseOverItsTimeLimitIsReportedAsTooComplex() {
    let slow = String(
      repeating: "let x = " + String(repeating: "[", count: 12) + "1"
        + String(repeating: "]", count: 12) + "\n", count: 20)
    let file = SourceFile(path: "A.swift", text: slow, parseTimeLimit: .zero)
    #expect(file.unparsedReason == "too complex to parse in 0 s; the file is not linted")
    let findings = FileLinter(rules: RuleRegistry.rules.map { ConfiguredRule($0) }).lint(file)
    #expect(
      findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID): \($0.message)" }
        == ["1:1 parse-error: too complex to parse in 0 s; the file is not linted"])
  }

  @Test func aNestingTooDeepIsReportedWhereItStarts() {
    let result = FileLinter(rules: [])
      .lint(
        SourceFile(
          path: "A.swift", text: "let a = 1\nlet x = " + String(repeating: "[(", count: 20)))
    #expect(
      result.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["2:9 parse-error"]
    )
  }
}
