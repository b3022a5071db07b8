import AppShell
import Testing

struct HoistInvocationTests {
  @Test func noArgumentsIsASession() throws {
    #expect(try HoistInvocation.parse([]) == HoistInvocation())
  }

  @Test func optionsStandBeforeOrAfterTheCommand() throws {
    var expected = HoistInvocation()
    expected.action = .open(url: "mangareader://series/op")
    expected.json = true
    expected.fresh = true
    expected.dataDirectory = "/tmp/x"
    expected.layout = "regular"
    #expect(
      try HoistInvocation.parse([
        "--json", "open", "mangareader://series/op", "--data-dir", "/tmp/x", "--fresh",
        "--layout", "regular",
      ]) == expected)
  }

  @Test func runTakesAFileOrStandardInput() throws {
    #expect(try HoistInvocation.parse(["run", "tour.hoist"]).action == .run(file: "tour.hoist"))
    #expect(try HoistInvocation.parse(["run", "-", "--keep-going"]).action == .run(file: "-"))
    #expect(try HoistInvocation.parse(["run", "-", "--keep-going"]).keepGoing)
  }

  @Test func helpAndVersionWin() throws {
    #expect(try HoistInvocation.parse(["open", "x", "--help"]).action == .help)
    #expect(try HoistInvocation.parse(["--version"]).action == .version)
  }

  @Test(arguments: [
    (["--bogus"], UsageError.unknownOption("--bogus")),
    (["--data-dir"], .missingValue(option: "--data-dir")),
    (["--data-dir", "--json"], .missingValue(option: "--data-dir")),
    (
      ["--layout", "wide"],
      .invalidValue(option: "--layout", value: "wide", expected: "compact|regular")
    ),
    (["fly"], .unknownCommand("fly")),
    (["run"], .missingOperand(command: "run", usage: "run FILE")),
    (["open"], .missingOperand(command: "open", usage: "open URL")),
    (["open", "a", "b"], .extraOperand("b")),
    (["open", ""], .missingOperand(command: "open", usage: "open URL")),
    (["open", " "], .missingOperand(command: "open", usage: "open URL")),
    (["run", ""], .missingOperand(command: "run", usage: "run FILE")),
  ])
  func rejectsBadArgumentsNamingThem(arguments: [String], error: UsageError) {
    #expect(throws: error) { try HoistInvocation.parse(arguments) }
  }

  @Test func usageErrorsReadWell() {
    #expect(
      UsageError.invalidValue(option: "--layout", value: "wide", expected: "compact|regular")
        .description == "option '--layout' got 'wide'; expected compact|regular")
    #expect(
      UsageError.unknownCommand("fly").description == "unknown command 'fly'; commands: run, open")
  }
}
