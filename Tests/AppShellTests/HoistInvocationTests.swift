import AppShell
import NavigationTooling
import Testing

struct HoistInvocationTests {
  @Test func noArgumentsIsASession() throws {
    #expect(try HoistInvocation.parse([]) == HoistInvocation())
  }

  @Test func optionsStandBeforeOrAfterTheCommand() throws {
    var expected = HoistInvocation()
    expected.action = .open(url: "mangareader://series/op")
    expected.json = true
    expected.events = true
    expected.dataDirectory = "/tmp/x"
    expected.layout = "regular"
    #expect(
      try HoistInvocation.parse([
        "--json", "open", "mangareader://series/op", "--data-dir", "/tmp/x", "--events",
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
    (["state", "export", "--tab", "library", "--tab", "notes"], .repeatedOption("--tab")),
    (
      ["state", "export", "--swiftui", "--window=99999999999999999999"],
      .numberTooLarge(option: "--window", value: "99999999999999999999", least: 1, most: 16)
    ),
    (["--data-dir=a", "--data-dir", "b"], .repeatedOption("--data-dir")),
    (["--json=yes"], .unexpectedValue(option: "--json")),
    (["--bogus=1"], .unknownOption("--bogus")),
    (["--tab=", "state", "export"], .missingValue(option: "--tab")),
    (
      ["graph", "--depth", "99999999999999999999999"],
      .numberTooLarge(option: "--depth", value: "99999999999999999999999", least: 0)
    ),
    (
      ["graph", "--max-screens=99999999999999999999999"],
      .numberTooLarge(option: "--max-screens", value: "99999999999999999999999", least: 1)
    ),
  ])
  func rejectsBadArgumentsNamingThem(arguments: [String], error: UsageError) {
    #expect(throws: error) { try HoistInvocation.parse(arguments) }
  }

  /// A flag given twice, `--version` with an operand, and `--fresh` with `--data-dir` (which
  /// it would ignore) are usage errors, as they are for hoist-bench (issue 24).
  @Test(arguments: [
    (["--json", "--json"], UsageError.repeatedOption("--json")),
    (["--fresh", "--fresh", "open", "x"], .repeatedOption("--fresh")),
    (["--keep-going", "run", "-", "--keep-going"], .repeatedOption("--keep-going")),
    (["--events", "--events"], .repeatedOption("--events")),
    (["state", "export", "--swiftui", "--swiftui"], .repeatedOption("--swiftui")),
    (["--version", "--version"], .repeatedOption("--version")),
    (["--version", "extra"], .extraOperand("extra")),
    (["--version", "open", "x"], .extraOperand("open x")),
    (["--help", "extra"], .unknownCommand("extra")),
    (["--fresh", "--data-dir", "D"], .conflictingOptions("--fresh", "--data-dir")),
    (["--data-dir=D", "open", "x", "--fresh"], .conflictingOptions("--fresh", "--data-dir")),
  ])
  func repeatedAndIgnoredOptionsAreUsageErrors(arguments: [String], error: UsageError) {
    #expect(throws: error) { try HoistInvocation.parse(arguments) }
  }

  @Test func helpStillWinsOverAValidLine() throws {
    #expect(try HoistInvocation.parse(["--help", "--help"]).action == .help)
    #expect(try HoistInvocation.parse(["--json", "--version"]).action == .version)
    #expect(try HoistInvocation.parse(["--version", "--help"]).action == .help)
  }

  @Test func anOptionsValueMayFollowAnEqualsSign() throws {
    let joined = try HoistInvocation.parse([
      "--app-id=ABCDE12345.com.example.app", "links", "aasa", "--data-dir=/x=y",
    ])
    let apart = try HoistInvocation.parse([
      "--app-id", "ABCDE12345.com.example.app", "links", "aasa", "--data-dir", "/x=y",
    ])
    #expect(joined == apart)
    #expect(joined.dataDirectory == "/x=y")
  }

  @Test func aLayoutIsNamedInAnyCaseLikeTheLayoutCommand() throws {
    #expect(try HoistInvocation.parse(["--layout", "REGULAR"]).layout == "regular")
    #expect(try HoistInvocation.parse(["--layout=Compact"]).layout == "compact")
  }

  @Test func aRefusedLayoutIsQuotedAsTyped() {
    #expect(
      throws: UsageError.invalidValue(
        option: "--layout", value: "WIDE", expected: "compact|regular")
    ) {
      try HoistInvocation.parse(["--layout", "WIDE"])
    }
    // Lowering changes some text's length and letters: "İ" lowers to "i̇".
    #expect(
      throws: UsageError.invalidValue(option: "--layout", value: "İ", expected: "compact|regular")
    ) {
      try HoistInvocation.parse(["--layout=İ"])
    }
  }

  @Test func usageErrorsReadWell() {
    #expect(
      UsageError.numberTooLarge(option: "--depth", value: "99999999999999999999", least: 0)
        .description
        == "option '--depth' got '99999999999999999999', which is too large; expected a whole "
        + "number from 0 to 9223372036854775807")
    #expect(
      UsageError.numberTooLarge(
        option: "--window", value: "99999999999999999999", least: 1, most: HoistApp.maximumWindows
      )
      .description
        == "option '--window' got '99999999999999999999', which is too large; expected a whole "
        + "number from 1 to 16")
    #expect(
      UsageError.repeatedOption("--tab").description
        == "option '--tab' is given more than once; give it once")
    #expect(
      UsageError.unexpectedValue(option: "--json").description == "option '--json' takes no value")
    #expect(
      UsageError.invalidValue(option: "--layout", value: "wide", expected: "compact|regular")
        .description == "option '--layout' got 'wide'; expected compact|regular")
    #expect(
      UsageError.unknownCommand("fly").description
        == "unknown command 'fly'; commands: run, open, graph, links, state, help")
  }

  /// Every top-level command is parsed, named by an unknown command's message and listed by
  /// `--help`; the parser switches over the same list.
  @Test(arguments: HoistInvocation.Command.allCases)
  func everyCommandIsKnownAndListed(command: HoistInvocation.Command) throws {
    let operands: [String] =
      switch command {
      case .run: ["x.hoist"]
      case .open: ["mangareader://series/op"]
      case .links: ["table"]
      case .state: ["show"]
      case .graph, .help: []
      }
    _ = try HoistInvocation.parse([command.rawValue] + operands)
    #expect(UsageError.unknownCommand("fly").description.contains(" \(command.rawValue)"))
    #expect(HoistInvocation.usage.contains("\n  \(command.rawValue) "))
  }

  @Test func anUnknownSubcommandListsTheCommandsOfItsCommand() {
    #expect(throws: UsageError.self) { try HoistInvocation.parse(["state", "imprt", "f"]) }
    #expect(
      UsageError.unknownSubcommand(
        command: "state", subcommand: "imprt",
        known: HoistInvocation.StateCommandName.allCases.map(\.rawValue)
      ).description == "unknown command 'state imprt'; 'state' commands: show, export, import")
    for name in HoistInvocation.StateCommandName.allCases {
      #expect(HoistInvocation.usage.contains("\n  state \(name.rawValue)"))
    }
    for name in HoistInvocation.LinksCommandName.allCases {
      #expect(HoistInvocation.usage.contains("\n  links \(name.rawValue)"))
    }
  }

  @Test func aRequiredOptionThatIsMissingIsNamedAsRequired() {
    #expect(
      throws: UsageError.missingOption(
        option: "--app-id", command: "links aasa", usage: "links aasa --app-id TEAMID.BUNDLEID")
    ) { try HoistInvocation.parse(["links", "aasa"]) }
    #expect(throws: UsageError.missingValue(option: "--app-id")) {
      try HoistInvocation.parse(["links", "aasa", "--app-id"])
    }
  }
}

struct GraphInvocationTests {
  @Test func graphTakesItsOptions() throws {
    let invocation = try HoistInvocation.parse([
      "graph", "--format", "dot", "--depth", "4", "--max-screens", "50",
    ])
    #expect(invocation.action == .graph)
    #expect(invocation.graph.format == .dot)
    #expect(invocation.graph.depth == 4)
    #expect(invocation.graph.maxScreens == 50)
    #expect(try HoistInvocation.parse(["graph"]).graph == HoistInvocation.GraphOptions())
    #expect(
      try HoistInvocation.parse(["--update-readme", "README.md", "graph"]).graph.updateReadme
        == "README.md")
  }

  @Test(arguments: [
    (
      ["graph", "--format", "png"],
      UsageError.invalidValue(option: "--format", value: "png", expected: "mermaid|dot|json|svg")
    ),
    (
      ["graph", "--depth", "-1"],
      .invalidValue(option: "--depth", value: "-1", expected: "a whole number, 0 or more")
    ),
    (
      ["graph", "--depth", "x"],
      .invalidValue(option: "--depth", value: "x", expected: "a whole number, 0 or more")
    ),
    (
      ["graph", "--max-screens", "0"],
      .invalidValue(option: "--max-screens", value: "0", expected: "a whole number, 1 or more")
    ),
    (["graph", "extra"], .extraOperand("extra")),
    (
      ["run", "x", "--format", "dot"], .optionOfAnotherCommand(option: "--format", command: "graph")
    ),
    (["--depth", "3"], .optionOfAnotherCommand(option: "--depth", command: "graph")),
  ])
  func badGraphArgumentsAreNamed(arguments: [String], error: UsageError) {
    #expect(throws: error) { try HoistInvocation.parse(arguments) }
  }

  @Test func anOptionOfGraphElsewhereReadsWell() {
    #expect(
      UsageError.optionOfAnotherCommand(option: "--format", command: "graph").description
        == "option '--format' belongs to 'graph': hoist graph --format ...")
  }
}
