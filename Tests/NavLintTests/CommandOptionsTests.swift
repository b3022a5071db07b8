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
