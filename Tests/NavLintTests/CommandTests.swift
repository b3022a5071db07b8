import Foundation
import NavLintCore
import Testing

struct CommandTests {
  private static let view = """
    struct Home: View {
      var body: some View {
        NavigationView { Text("é") }
      }
    }

    """

  @Test func defaultOutputAndExitCodes() throws {
    let project = try TemporaryProject(["Sources/Home.swift": Self.view])
    defer { project.remove() }
    let result = project.run([])
    #expect(
      result.standardOutput
        == "Sources/Home.swift:3:5: warning: NavigationView is deprecated; use NavigationStack or NavigationSplitView [navigation-view]\n"
    )
    #expect(result.standardError == "navlint: 1 file, 0 errors, 1 warning\n")
    #expect(result.exitCode == 0)
    #expect(project.run(["--strict"]).exitCode == 1)
  }

  @Test func usageErrorsExitTwo() throws {
    let project = try TemporaryProject(["A.swift": "let a = 1\n"])
    defer { project.remove() }
    let unknown = project.run(["--frobnicate"])
    #expect(unknown.exitCode == 2)
    #expect(
      unknown.standardError
        == "navlint: error: unknown option '--frobnicate'\nRun 'navlint --help' for usage.\n")
    #expect(project.run(["--reporter", "xml"]).exitCode == 2)
    #expect(project.run(["--jobs", "0"]).exitCode == 2)
    #expect(project.run(["--baseline"]).exitCode == 2)
    let missing = project.run(["Nope/Missing.swift"])
    #expect(missing.exitCode == 2)
    #expect(
      missing.standardError == "navlint: error: Nope/Missing.swift: no such file or directory\n")
  }

  @Test func versionHelpAndRules() {
    #expect(
      NavLintCommand.run(["--version"], currentDirectory: "/")
        == CommandResult(exitCode: 0, standardOutput: "0.1.0\n"))
    #expect(
      NavLintCommand.run(["--help"], currentDirectory: "/").standardOutput == NavLintCommand.usage)
    let rules = NavLintCommand.run(["rules"], currentDirectory: "/")
    #expect(rules.exitCode == 0)
    #expect(rules.standardOutput.contains("navigation-view (warning, fixable)\n"))
    #expect(rules.standardOutput.contains("  option minimumOS (an object of strings): "))
    #expect(!rules.standardOutput.contains("1️⃣"))
    #expect(
      NavLintCommand.run(["rules", "--markdown"], currentDirectory: "/").standardOutput
        == RuleCatalog.markdownTable()
    )
  }

  @Test func updateReadmeLeavesACurrentFileAlone() throws {
    let stale =
      "# Rules\n\n<!-- BEGIN GENERATED: navlint-rules -->\nold\n<!-- END GENERATED: navlint-rules -->\n"
    let project = try TemporaryProject(["README.md": stale])
    defer { project.remove() }
    let arguments = ["rules", "--update-readme", "README.md"]
    let first = NavLintCommand.run(arguments, currentDirectory: project.root)
    #expect(first.exitCode == 0)
    #expect(first.standardError == "navlint: updated README.md\n")
    let current = project.read("README.md")
    #expect(current == RuleCatalog.updating(stale))
    let path = project.root + "/README.md"
    let marker = Date(timeIntervalSince1970: 86_400)
    try FileManager.default.setAttributes([.modificationDate: marker], ofItemAtPath: path)
    let second = NavLintCommand.run(arguments, currentDirectory: project.root)
    #expect(second.exitCode == 0)
    #expect(second.standardError == "navlint: README.md is already up to date\n")
    #expect(second.standardOutput == "")
    #expect(project.read("README.md") == current)
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect(attributes[.modificationDate] as? Date == marker)
  }

  @Test func neverCrashesOnOddInput() throws {
    let project = try TemporaryProject(["Empty/.keep": ""])
    defer { project.remove() }
    try project.write("Odd/Empty.swift", "")
    try project.write("Odd/Garbage.swift", bytes: (0..<512).map { UInt8(($0 * 37 + 11) % 256) })
    try project.write(
      "Odd/Latin1.swift",
      bytes: Array("let caf".utf8) + [0xE9] + Array(" = NavigationView { }\n".utf8))
    try project.write(
      "Odd/Unbalanced.swift", "struct A { var body: some View { NavigationView { ((( }\n")
    let result = project.run(["Odd"])
    #expect(result.exitCode == 1)
    let lines = result.standardOutput.split(separator: "\n").map {
      String($0.prefix(while: { $0 != ":" })) + " " + ($0.split(separator: "[").last ?? "")
    }
    #expect(
      lines == [
        "Odd/Garbage.swift parse-error]",
        "Odd/Latin1.swift parse-error]",
        "Odd/Latin1.swift navigation-view]",
        "Odd/Unbalanced.swift navigation-view]",
        "Odd/Unbalanced.swift parse-error]",
      ]
    )
    #expect(
      result.standardOutput.contains(
        "Odd/Latin1.swift:1:8: error: file is not valid UTF-8; save it as UTF-8 [parse-error]"))
    #expect(result.standardOutput.contains("Odd/Latin1.swift:1:12: warning: NavigationView"))
    let empty = project.run(["Empty"])
    #expect(
      empty == CommandResult(exitCode: 0, standardError: "navlint: 0 files, 0 errors, 0 warnings\n")
    )
  }

  @Test func skipsBuildFoldersAndNonSwiftFiles() throws {
    let project = try TemporaryProject([
      ".build/checkouts/X.swift": "let a = NavigationView { }\n",
      "Notes.md": "NavigationView",
      "Sources/A.swift": "let a = NavigationView { }\n",
    ])
    defer { project.remove() }
    #expect(project.run([]).standardOutput.hasPrefix("Sources/A.swift:1:9: warning"))
    #expect(project.run([]).standardError == "navlint: 1 file, 0 errors, 1 warning\n")
  }

  @Test func jsonReporter() throws {
    let project = try TemporaryProject(["A.swift": "let v = NavigationView { Text(\"a\") }\n"])
    defer { project.remove() }
    let result = project.run(["--reporter", "json"])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(findings[0]["ruleID"] as? String == "navigation-view")
    #expect(findings[0]["file"] as? String == "A.swift")
    #expect(findings[0]["line"] as? Int == 1)
    #expect(findings[0]["column"] as? Int == 9)
    #expect(findings[0]["severity"] as? String == "warning")
    #expect(findings[0]["fixable"] as? Bool == true)
    #expect(object["fileCount"] as? Int == 1)
    #expect((object["resolvedBaselineEntries"] as? [Any])?.isEmpty == true)
  }

  @Test func sarifReporterDeclaresColumnKindAndConvertsColumns() throws {
    let project = try TemporaryProject(["A.swift": "let 日本 = NavigationView { Text(\"a\") }\n"])
    defer { project.remove() }
    let result = project.run(["--reporter", "sarif"])
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "navlint")
    #expect(driver["version"] as? String == NavLintVersion.current)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.allDocumentation.map(\.id))
    let level =
      (rules.first { $0["id"] as? String == "feature-imports-router" }?["defaultConfiguration"]
      as? [String: Any])?["level"]
    #expect(level as? String == "error")
    let result0 = try #require((run["results"] as? [[String: Any]])?.first)
    #expect(result0["ruleId"] as? String == "navigation-view")
    #expect(result0["level"] as? String == "warning")
    #expect(
      (result0["message"] as? [String: Any])?["text"] as? String
        == "NavigationView is deprecated; use NavigationStack or NavigationSplitView")
    let physical = try #require(
      (result0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "A.swift")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 1)
    #expect(region["startColumn"] as? Int == 10)
    #expect(project.run([]).standardOutput.hasPrefix("A.swift:1:14: warning: "))
  }

  @Test func githubReporterAndSeveralReportersInOneRun() throws {
    let project = try TemporaryProject(["A.swift": "let v = NavigationView { Text(\"a\") }\n"])
    defer { project.remove() }
    try FileManager.default.createDirectory(
      atPath: project.root + "/out", withIntermediateDirectories: false)
    let result = project.run([
      "--reporter", "github", "--reporter", "sarif:out/report.sarif", "--reporter", "text",
    ])
    #expect(
      result.standardOutput
        == "::warning file=A.swift,line=1,col=9,title=navigation-view::NavigationView is deprecated; use NavigationStack or NavigationSplitView [navigation-view]\n"
        + "A.swift:1:9: warning: NavigationView is deprecated; use NavigationStack or NavigationSplitView [navigation-view]\n"
    )
    #expect(result.exitCode == 0)
    #expect(project.read("out/report.sarif").contains("\"ruleId\" : \"navigation-view\""))
    let written = project.run(["--reporter", "json:report.json"])
    #expect(written.standardOutput == "")
    #expect(project.read("report.json").contains("\"ruleID\" : \"navigation-view\""))
    let unwritable = project.run(["--reporter", "json:A.swift/report.json"])
    #expect(unwritable.exitCode == 2)
    #expect(
      unwritable.standardError
        == "navlint: error: A.swift/report.json: cannot be written: \(project.root)/A.swift is not a folder\n"
    )
  }
}

extension CommandTests {
  @Test func versionPrintsAlongsideOtherOptions() {
    for arguments in [["--strict", "--version"], ["--cache-path", "/tmp/x", "--version"]] {
      #expect(
        NavLintCommand.run(arguments, currentDirectory: "/")
          == CommandResult(exitCode: 0, standardOutput: NavLintVersion.current + "\n"))
    }
  }
}

extension CommandTests {
  private func sarifColumns(_ bytes: [UInt8]) throws -> [Int] {
    let project = try TemporaryProject([:])
    defer { project.remove() }
    try project.write("A.swift", bytes: bytes)
    let result = project.run(["--reporter", "sarif"])
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let results = try #require(
      (log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    return results.compactMap {
      (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        .flatMap { ($0["region"] as? [String: Any])?["startColumn"] as? Int }
    }
  }

  @Test func sarifColumnsIgnoreAByteOrderMarkAndCountInvalidBytesAsOne() throws {
    #expect(
      try sarifColumns([0xEF, 0xBB, 0xBF] + Array("let a = NavigationView { }\n".utf8)) == [9])
    // The text output says 1:8 and 1:12: one byte, one character before each.
    #expect(
      try sarifColumns(Array("let caf".utf8) + [0xE9] + Array(" = NavigationView { }\n".utf8))
        == [8, 12])
  }
}
