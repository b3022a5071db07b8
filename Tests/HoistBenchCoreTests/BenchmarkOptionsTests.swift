import HoistBenchCore
import Testing

struct BenchmarkOptionsTests {
  private func refusal(_ arguments: [String]) -> BenchmarkError? {
    do {
      _ = try BenchmarkOptions.parse(arguments)
      return nil
    } catch {
      return error
    }
  }

  @Test func flagsAndScenariosInTheOrderNamed() throws {
    #expect(try BenchmarkOptions.parse([]) == BenchmarkOptions())
    #expect(
      try BenchmarkOptions.parse(["--quick", "--json", "--only", "links,router"])
        == BenchmarkOptions(quick: true, json: true, only: [.links, .router]))
    #expect(
      try BenchmarkOptions.parse(["--only=navlint,startup"])
        == BenchmarkOptions(only: [.navlint, .startup]))
    #expect(try BenchmarkOptions.parse(["-h"]) == BenchmarkOptions(help: true))
  }

  @Test func onlyWithNoNamesIsRefusedInsteadOfRunningEverything() {
    let missing = BenchmarkError.missingValue(option: "--only", usage: "--only NAME[,NAME...]")
    #expect(refusal(["--only"]) == missing)
    #expect(refusal(["--only", ""]) == missing)
    #expect(refusal(["--only="]) == missing)
    #expect(refusal(["--only", "--json"]) == missing)
    #expect(refusal(["--only", ","]) == .emptyScenarioName(list: ","))
    #expect(refusal(["--only", "router,,links"]) == .emptyScenarioName(list: "router,,links"))
    #expect(refusal(["--only", "router,"]) == .emptyScenarioName(list: "router,"))
    #expect(
      missing.description == "--only needs a value: --only NAME[,NAME...]")
  }

  @Test func unknownAndRepeatedScenariosAreNamed() {
    #expect(refusal(["--only", "Router"]) == .unknownScenario("Router"))
    #expect(refusal(["--only", "router,router"]) == .repeatedScenario("router"))
    #expect(refusal(["--only", "links", "--only", "links"]) == .repeatedOption("--only"))
    #expect(
      BenchmarkError.unknownScenario("Router").description
        == "unknown scenario 'Router'; the scenarios are router, writes, links, snapshots, "
        + "startup, scripts, navlint")
    #expect(
      BenchmarkError.repeatedScenario("router").description
        == "scenario 'router' is named more than once; name it once")
  }

  @Test func repeatedOptionsAreRefusedNamingThem() {
    #expect(refusal(["--only=writes", "--only", "router"]) == .repeatedOption("--only"))
    #expect(refusal(["--quick", "--quick"]) == .repeatedOption("--quick"))
    #expect(refusal(["--json", "--quick", "--json"]) == .repeatedOption("--json"))
    #expect(refusal(["--json", "--json=yes"]) == .repeatedOption("--json"))
    #expect(BenchmarkError.repeatedOption("--quick").isUsage)
    #expect(
      BenchmarkError.repeatedOption("--only").description
        == "option '--only' is given more than once; give it once")
  }

  @Test func unknownArgumentsAndFlagValues() {
    #expect(refusal(["--fast"]) == .unknownArgument("--fast"))
    #expect(refusal(["router"]) == .unknownArgument("router"))
    #expect(refusal(["--json=yes"]) == .unexpectedValue(option: "--json"))
    #expect(
      BenchmarkError.unknownArgument("--fast").description
        == "unknown argument '--fast'")
    #expect(BenchmarkError.unexpectedValue(option: "--json").description == "--json takes no value")
  }

  @Test func writeCorpusTakesAFolderAndACountAlone() throws {
    #expect(
      try BenchmarkOptions.parse(["--write-corpus", "out", "2000"])
        == BenchmarkOptions(writeCorpus: CorpusRequest(path: "out", files: 2000)))
    #expect(
      try BenchmarkOptions.parse(["--write-corpus", "./-x", "1"]).writeCorpus
        == CorpusRequest(path: "./-x", files: 1))
    let missing = BenchmarkError.missingValue(
      option: "--write-corpus", usage: "--write-corpus DIR N")
    #expect(refusal(["--write-corpus"]) == missing)
    #expect(refusal(["--write-corpus", "out"]) == missing)
    #expect(refusal(["--write-corpus", "", "5"]) == missing)
    #expect(refusal(["--write-corpus", "out", ""]) == missing)
    #expect(refusal(["--write-corpus", "out", "5", "--json"]) == .writeCorpusNotAlone("--json"))
    #expect(refusal(["--json", "--write-corpus", "out", "5"]) == .writeCorpusNotAlone("--json"))
    #expect(
      refusal(["--write-corpus=out", "5"])
        == .missingValue(
          option: "--write-corpus", usage: "--write-corpus DIR N, as three arguments"))
    #expect(
      refusal(["--write-corpus", "--json", "5"])
        == .optionAsValue(option: "--write-corpus", value: "--json"))
    #expect(
      BenchmarkError.writeCorpusNotAlone("--json").description
        == "--write-corpus DIR N is used alone, not with '--json'")
  }

  @Test func theFileCountIsAWholeNumberFromOneToTheLimit() throws {
    for bad in [
      "0", "-5", "abc", "+5", " 5", "5 ", "1e3", "5.0", "20001", "99999999999999999999", "٣",
    ] {
      #expect(refusal(["--write-corpus", "out", bad]) == .invalidFileCount(bad))
    }
    #expect(
      try BenchmarkOptions.parse(["--write-corpus", "out", "20000"]).writeCorpus?.files == 20_000)
    #expect(try BenchmarkOptions.parse(["--write-corpus", "out", "007"]).writeCorpus?.files == 7)
    #expect(
      BenchmarkError.invalidFileCount("-5").description
        == "--write-corpus got '-5' files; expected a whole number from 1 to 20000")
  }

  @Test func controlCharactersAreRefusedInFoldersAndEscapedInEveryMessage() {
    let path = "out\u{1b}]0;owned\u{7}\nx"
    #expect(
      refusal(["--write-corpus", path, "5"])
        == .controlCharacters(option: "--write-corpus", value: path))
    #expect(
      BenchmarkError.controlCharacters(option: "--write-corpus", value: path).description
        == "--write-corpus got 'out\\u{1b}]0;owned\\u{7}\\u{a}x', which has control characters; "
        + "name a folder without them")
    #expect(
      BenchmarkError.unknownScenario("a\u{202e}b").description.hasPrefix(
        "unknown scenario 'a\\u{202e}b';"))
    #expect(
      BenchmarkError.unknownArgument("\r--quick").description
        == "unknown argument '\\u{d}--quick'")
    #expect(
      BenchmarkError.invalidFileCount("5\u{8}").description.hasPrefix(
        "--write-corpus got '5\\u{8}' files;"))
  }

  @Test func usageErrorsAreTheOnesOfTheCommandLine() {
    #expect(BenchmarkError.unknownArgument("x").isUsage)
    #expect(BenchmarkError.corpusFolder(path: "x", reason: "y").isUsage)
    #expect(!BenchmarkError.writeFailed(path: "x", reason: "y").isUsage)
    #expect(!BenchmarkError.setup("x").isUsage)
  }
}
