import Foundation
import NavLintCore
import Testing

/// Inputs the libFuzzer harness `Tools/Fuzz/FuzzNavLint` found, kept as fixtures in
/// `Tools/Fuzz/Findings/navlint`: each is linted with every rule, as the harness does.
struct FuzzFindingTests {
  static let findings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Tools/Fuzz/Findings/navlint").standardizedFileURL

  static func lint(_ name: String) throws -> [Finding] {
    let bytes = try [UInt8](Data(contentsOf: findings.appendingPathComponent(name)))
    let file = SourceFile(path: "Fuzz.swift", bytes: bytes)
    return FileLinter(rules: RuleRegistry.rules.map { ConfiguredRule($0) })
      .lint(file, index: ProjectIndex().including(file))
  }

  /// SwiftParserDiagnostics trapped on this file's bytes that are not UTF-8 (an empty Fix-It).
  @Test func aSyntaxErrorInAFileThatIsNotUTF8DoesNotTrap() throws {
    let findings = try Self.lint("crash-1e6e305a8d7e8a35048e5cb72648c1b88c66c836")
    let parseErrors = findings.filter { $0.ruleID == "parse-error" }
    #expect(
      parseErrors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        == ["9:11 file is not valid UTF-8; save it as UTF-8"])
  }

  /// SwiftParserDiagnostics trapped on this file (a Fix-It with no change for an `=` after a
  /// control character): the lexer's error on that character is reported instead.
  @Test func aControlCharacterBeforeAnEqualsSignDoesNotTrap() throws {
    let findings = try Self.lint("crash-a3c471e81b20f65e4564faf5977841edfe9c7ad2")
    let parseErrors = findings.filter { $0.ruleID == "parse-error" }
    #expect(
      parseErrors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        == ["1:7 file does not parse: invalid character in source file"])
  }

  /// Found by the `arguments` harness (`Tools/Fuzz/FuzzArguments`; its fixtures are in
  /// `Tools/Fuzz/Findings/arguments`, arguments separated by NUL bytes): the refusal named
  /// `--no-cache` and `--cache-path` without quoting them as every other usage message does.
  @Test func conflictingOptionsAreQuotedInTheRefusal() throws {
    let url = Self.findings.deletingLastPathComponent().appendingPathComponent(
      "arguments/crash-42c0f543d60ae706d8e4f3ef3ba204bbd33f91fa")
    let arguments = try [UInt8](Data(contentsOf: url)).split(
      separator: 0, omittingEmptySubsequences: false
    ).map { String(decoding: $0, as: UTF8.self) }
    #expect(
      NavLintCommand.run(arguments, currentDirectory: "/")
        == CommandResult(
          exitCode: 2,
          standardError: "navlint: error: options '--no-cache' and '--cache-path' cannot be given"
            + " together (one would be ignored); give one\nRun 'navlint --help' for usage.\n"))
    #expect(
      CommandOptionsError.repeatedOption("-j").description
        == "option '-j' is given more than once; give it once")
  }
}
