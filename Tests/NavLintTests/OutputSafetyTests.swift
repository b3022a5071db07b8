import Foundation
import NavLintCore
import TerminalEscaping
import Testing

/// Reports, baselines and fixes never replace what they should not, and what navlint prints
/// is what the data says (issue 11).
struct OutputSafetyTests {
  private static let fixable = "let a = NavigationView { Text(\"x\") }\n"

  @Test(arguments: [
    ["--reporter", "json:a.swift", "a.swift"],
    ["--reporter", "sarif:Other.swift", "a.swift"],
    ["--reporter", "text:B.SWIFT", "a.swift"],
    ["--write-baseline", "a.swift", "a.swift"],
    ["--write-baseline", "new.swift", "."],
  ])
  func aReportOrBaselineIsNeverWrittenToSwiftSource(arguments: [String]) throws {
    let project = try TemporaryProject(["a.swift": Self.fixable, "Other.swift": "let b = 1\n"])
    defer { project.remove() }
    let result = project.run(arguments)
    let option = arguments[0]
    let file = option == "--reporter" ? String(arguments[1].split(separator: ":")[1]) : arguments[1]
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "navlint: error: \(option) \(file): a report or baseline is never written to a Swift "
        + "source file; choose another name, such as navlint-report.json\n"
        + "Run 'navlint --help' for usage.\n")
    #expect(project.read("a.swift") == Self.fixable)
    #expect(project.read("Other.swift") == "let b = 1\n")
    #expect(!FileManager.default.fileExists(atPath: project.root + "/new.swift"))
  }

  @Test func aReportThatIsALintedInputUnderAnotherNameIsRefused() throws {
    let project = try TemporaryProject(["Source.txt": Self.fixable])
    defer { project.remove() }
    // A hard link: the same file (device and inode) under a name that is not `.swift`.
    try FileManager.default.linkItem(
      atPath: project.root + "/Source.txt", toPath: project.root + "/report.json")
    for arguments in [
      ["--reporter", "json:report.json", "Source.txt"],
      ["--write-baseline", "report.json", "Source.txt"],
      ["--reporter", "json:Source.txt", "Source.txt"],
    ] {
      let result = project.run(arguments)
      #expect(result.exitCode == 2, "\(arguments)")
      #expect(
        result.standardError.hasPrefix(
          "navlint: error: \(arguments[0]) \(arguments[1].split(separator: ":").last!): is one "
            + "of the files being linted (Source.txt)"), "\(arguments)")
      #expect(project.read("Source.txt") == Self.fixable)
    }
  }

  @Test func aReportOrBaselineIsNeverWrittenThroughASymbolicLink() throws {
    let project = try TemporaryProject(["A.swift": "let a = 1\n", "victim.txt": "keep\n"])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/report.json", withDestinationPath: "victim.txt")
    for arguments in [
      ["--reporter", "json:report.json", "A.swift"],
      ["--write-baseline", "report.json", "A.swift"],
    ] {
      let result = project.run(arguments)
      #expect(result.exitCode == 2)
      #expect(
        result.standardError.hasPrefix("navlint: error: report.json: \(FileWriter.linkReason)\n"))
      #expect(project.read("victim.txt") == "keep\n")
    }
  }

  @Test func fixNeverWritesThroughALinkOutOfTheLintedFolder() throws {
    let project = try TemporaryProject([
      "victim.swift": Self.fixable, "t9/own.swift": Self.fixable,
      "t9/Real/inner.swift": Self.fixable,
    ])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/t9/evil.swift", withDestinationPath: "../victim.swift")
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/t9/inside.swift", withDestinationPath: "Real/inner.swift")
    let result = NavLintCommand.run(
      ["--no-cache", "--fix", "."], currentDirectory: project.root + "/t9")
    #expect(project.read("victim.swift") == Self.fixable)
    #expect(project.read("t9/own.swift") == "let a = NavigationStack { Text(\"x\") }\n")
    #expect(project.read("t9/Real/inner.swift") == "let a = NavigationStack { Text(\"x\") }\n")
    #expect(
      result.standardError.contains(
        "navlint: warning: evil.swift: not fixed: it is a symbolic link to a file outside the "
          + "folders being linted\n"))
    #expect(!result.standardError.contains("fixed evil.swift"))
    #expect(result.standardOutput.contains("evil.swift:1:9: warning:"))
  }

  /// Every C0 control, DEL, a C1 control, the separators and each bidirectional formatting
  /// character.
  static let controls: [Unicode.Scalar] =
    (0x01...0x1F).map { Unicode.Scalar($0)! } + [
      "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}", "\u{2029}", "\u{061C}", "\u{200E}", "\u{200F}",
      "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}",
      "\u{2068}", "\u{2069}",
    ]

  @Test func textOutputEscapesEveryControlInFileAndRuleNames() throws {
    for scalar in Self.controls {
      let name = "a\(scalar)b.swift"
      let shown = "a\\u{\(String(scalar.value, radix: 16))}b.swift"
      // `// navlint:disable` with an unknown rule name echoes the name.
      let rule = "foo\(scalar)]0;X\u{7}"
      let project = try TemporaryProject([
        name: "// navlint:disable \(rule)\nlet a = NavigationView { }\n"
      ])
      defer { project.remove() }
      let result = project.run([name])
      let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.allSatisfy { !$0.unicodeScalars.contains(where: TerminalText.needsEscape) })
      #expect(lines.allSatisfy { $0.isEmpty || $0.hasPrefix(shown + ":") }, "\(scalar.value)")
      // A line feed or carriage return ends the comment (the rest is a line of its own);
      // a tab ends the rule name (the rest is a rule name too).
      let breaksLine = [0x0A, 0x0D].contains(scalar.value)
      let splitsName = scalar.value == 0x09
      #expect(
        result.standardOutput.contains("\(shown):\(breaksLine ? 3 : 2):9: warning:"),
        "\(scalar.value)")
      let hex = String(scalar.value, radix: 16)
      let echoed = breaksLine ? "'foo'" : splitsName ? "']0;X\\u{7}'" : "'foo\\u{\(hex)}]0;X\\u{7}'"
      #expect(result.standardOutput.contains(echoed), "\(scalar.value)")
      #expect(
        !result.standardError.unicodeScalars.dropLast().contains(where: TerminalText.needsEscape))
    }
  }

  @Test func githubOutputPercentEncodesAndNeverForgesACommand() throws {
    let name = "x\n::error file=forged.swift,line=1::pwned\r%,:\u{1B}]0;X\u{7}.swift"
    let project = try TemporaryProject([name: "let a = NavigationView { }\n"])
    defer { project.remove() }
    let result = project.run(["--reporter", "github", name])
    #expect(
      result.standardOutput
        == "::warning file=x%0A%3A%3Aerror file=forged.swift%2Cline=1%3A%3Apwned%0D%25%2C%3A"
        + "\\u{1b}]0;X\\u{7}.swift,line=1,col=9,title=navigation-view::"
        + "NavigationView is deprecated; use NavigationStack or NavigationSplitView"
        + " [navigation-view]\n")
    for scalar in Self.controls {
      let file = GitHubReporter.escapeProperty("a\(scalar)b")
      #expect(!file.unicodeScalars.contains(where: TerminalText.needsEscape), "\(scalar.value)")
      #expect(!file.contains(":") && !file.contains(","))
    }
  }

  @Test func configurationKeysAreEscapedInErrors() throws {
    let project = try TemporaryProject([
      ".navlint.json": "{\"rules\": {\"bad\\u001b]0;X\\u0007\\u202e\": {}}}",
      "A.swift": "let a = 1\n",
    ])
    defer { project.remove() }
    let result = project.run(["A.swift"])
    #expect(result.exitCode == 2)
    #expect(result.standardError.contains("bad\\u{1b}]0;X\\u{7}\\u{202e}"))
    #expect(
      !result.standardError.dropLast().unicodeScalars.contains(where: TerminalText.needsEscape))
  }
}
