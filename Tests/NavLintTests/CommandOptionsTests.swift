import NavLintCore
import Testing

struct CommandOptionsTests {
  private func refusal(_ arguments: [String]) -> CommandOptionsError? {
    do {
      _ = try CommandOptions(arguments[...])
      return nil
    } catch {
      return error
    }
  }

  @Test func aReporterOfOnlyAColonIsAnEmptyNameNotATrap() {
    // Found by the arguments harness's oracle: `split` dropped the empty name and `parts[0]`
    // trapped on ":" (index out of range).
    #expect(refusal(["--reporter", ":"]) == .unknownReporter(name: ""))
    #expect(refusal(["--reporter", "::"]) == .unknownReporter(name: ""))
    #expect(refusal(["--reporter", ":out.json"]) == .unknownReporter(name: ""))
  }

  @Test func aReporterWithAnEmptyFileNameIsRefused() {
    // Before, "json:" split to ["json"] and wrote to standard output.
    #expect(refusal(["--reporter", "json:"]) == .emptyReportFile(spec: "json:"))
    #expect(
      CommandOptionsError.emptyReportFile(spec: "json:").description
        == "--reporter 'json:': the file name is empty")
  }

  @Test func reportersWithAndWithoutAFile() throws {
    let options = try CommandOptions(["--reporter", "json:a:b.json", "--reporter", "sarif"][...])
    #expect(options.reporters.map { $0.kind } == [.json, .sarif])
    #expect(options.reporters.map { $0.file } == ["a:b.json", nil])
  }

  @Test func aJobCountIsRefusedUnderTheNameTyped() {
    #expect(refusal(["-j", "0"]) == .invalidJobs(option: "-j", value: "0"))
    #expect(
      CommandOptionsError.invalidJobs(option: "-j", value: "0").description
        == "-j needs a positive number, not '0'")
    #expect(refusal(["--jobs", "x"]) == .invalidJobs(option: "--jobs", value: "x"))
    #expect(
      refusal(["-j", "99999999999999999999"])
        == .jobsTooLarge(option: "-j", value: "99999999999999999999"))
  }

  @Test func missingValuesAndUnknownOptions() {
    #expect(refusal(["--baseline"]) == .missingValue(option: "--baseline"))
    #expect(refusal(["--cache-path", ""]) == .missingValue(option: "--cache-path"))
    #expect(refusal(["--since", "-x"]) == .optionLikeRevision("-x"))
    #expect(refusal(["-x\u{1b}"]) == .unknownOption("-x\u{1b}"))
    #expect(
      NavLintError.usage(CommandOptionsError.unknownOption("-x\u{1b}").description)
        .escapedDescription == "unknown option '-x\\u{1b}'\nRun 'navlint --help' for usage.")
  }
}

/// Issue 24: an option given twice, or one another would make navlint ignore, is a usage
/// error, as it is for hoist-bench.
extension CommandOptionsTests {
  @Test(arguments: [
    (["--strict", "--strict"], CommandOptionsError.repeatedOption("--strict")),
    (["--fix", "--fix"], .repeatedOption("--fix")),
    (["--no-cache", "--no-cache"], .repeatedOption("--no-cache")),
    (["--baseline", "a", "--baseline", "b"], .repeatedOption("--baseline")),
    (["--write-baseline", "a", "--write-baseline", "b"], .repeatedOption("--write-baseline")),
    (["--jobs", "1", "-j", "2"], .repeatedOption("-j")),
    (["--cache-path", "a", "--cache-path", "b"], .repeatedOption("--cache-path")),
    (["--since", "a", "--since", "b"], .repeatedOption("--since")),
    (["--no-cache", "--cache-path", "c"], .conflictingOptions("--no-cache", "--cache-path")),
    (
      ["--baseline", "a", "--write-baseline", "b"],
      .conflictingOptions("--baseline", "--write-baseline")
    ),
  ])
  func repeatedOrIgnoredOptionsAreRefused(arguments: [String], error: CommandOptionsError) {
    #expect(refusal(arguments) == error)
  }

  @Test func reportersMayRepeat() throws {
    let options = try CommandOptions(["--reporter", "json:a.json", "--reporter", "text"][...])
    #expect(options.reporters.count == 2)
  }

  @Test func versionAndHelpRefuseWhatTheyWouldIgnore() {
    #expect(
      NavLintCommand.run(["--version", "extra"], currentDirectory: "/")
        == CommandResult(
          exitCode: 2,
          standardError:
            "navlint: error: --version takes no path, but 'extra' was given\nRun 'navlint --help' for usage.\n"
        ))
    #expect(NavLintCommand.run(["--version", "--version"], currentDirectory: "/").exitCode == 2)
    #expect(NavLintCommand.run(["--json", "--version"], currentDirectory: "/").exitCode == 2)
    #expect(
      NavLintCommand.run(["--help", "--strict", "--strict"], currentDirectory: "/").exitCode == 2)
    #expect(NavLintCommand.run(["--help", "--help"], currentDirectory: "/").exitCode == 0)
  }
}
