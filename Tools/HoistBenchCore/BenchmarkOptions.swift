import TerminalEscaping

/// What `hoist-bench` was asked to do.
package struct BenchmarkOptions: Equatable, Sendable {
  /// Every scenario at small sizes, to prove that they still run (CI).
  package var quick = false
  /// One JSON object per row on standard output instead of the table.
  package var json = false
  /// Scenarios to run, in the order named; empty runs every scenario.
  package var only: [Scenario] = []
  /// Print usage and exit.
  package var help = false
  /// Write the navlint scenario's corpus and exit, instead of running scenarios.
  package var writeCorpus: CorpusRequest?

  package init(
    quick: Bool = false, json: Bool = false, only: [Scenario] = [], help: Bool = false,
    writeCorpus: CorpusRequest? = nil
  ) {
    self.quick = quick
    self.json = json
    self.only = only
    self.help = help
    self.writeCorpus = writeCorpus
  }

  /// The most files `--write-corpus` writes: ten times the navlint scenario's full size
  /// (about 100 MB).
  package static let maximumCorpusFiles = 20_000

  /// The text `--help` prints.
  package static let usage = """
    usage: hoist-bench [--quick] [--json] [--only NAME[,NAME...]] [--help]
           hoist-bench --write-corpus DIR N

    Runs every scenario and prints one table: scenario, work size, our median, the
    baseline's median measured in the same run, the ratio (ours / baseline, lower is
    better), the goal and whether it is met, and min and max of both.
      --quick   every scenario at small sizes (CI runs this; times mean little there)
      --json    one JSON object per row, one a line (a scenario that cannot run: an
                {"error":{"scenario":..,"message":..}} line)
      --only    run only the named scenarios, each once: \(Scenario.names.joined(separator: ", "))
      --write-corpus DIR N   write the navlint scenario's corpus of N files (1 to \(maximumCorpusFiles))
                in DIR, a new or empty folder whose parent exists, and exit
    Temporary files go in one new folder under $TMPDIR (default /tmp), removed at the end
    and on Ctrl-C (SIGINT), SIGTERM or SIGHUP.
    Build the executables first, in the same configuration:
      swift build -c release && swift run -c release hoist-bench
    Exit codes: 0 every scenario ran (goals met or missed), 1 one could not run,
    2 usage; 130 interrupted (128 + the signal).
    """

  /// Parses the command line.
  ///
  /// An option's value may follow `=` (`--only=router`). `--write-corpus DIR N` stands alone.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The options.
  /// - Throws: ``BenchmarkError`` naming the argument that does not fit (``BenchmarkError/isUsage``
  ///   is `true` for each).
  package static func parse(_ arguments: [String]) throws(BenchmarkError) -> BenchmarkOptions {
    if let first = arguments.first, first == "--write-corpus" {
      return BenchmarkOptions(writeCorpus: try corpusRequest(Array(arguments.dropFirst())))
    }
    var options = BenchmarkOptions()
    var seen: Set<String> = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      if ["--quick", "--json", "--only"].contains(name) {
        guard seen.insert(name).inserted else { throw .repeatedOption(name) }
      }
      switch name {
      case "--quick", "--json", "--help", "-h":
        guard inline == nil else { throw .unexpectedValue(option: name) }
        switch name {
        case "--quick": options.quick = true
        case "--json": options.json = true
        default: options.help = true
        }
      case "--only":
        let usage = "--only NAME[,NAME...]"
        let list: String
        if let inline {
          list = inline
        } else {
          index += 1
          guard index < arguments.count, !arguments[index].hasPrefix("--") else {
            throw .missingValue(option: name, usage: usage)
          }
          list = arguments[index]
        }
        guard !list.isEmpty else { throw .missingValue(option: name, usage: usage) }
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
          guard !part.isEmpty else { throw .emptyScenarioName(list: list) }
          guard let scenario = Scenario(rawValue: String(part)) else {
            throw .unknownScenario(String(part))
          }
          guard !options.only.contains(scenario) else { throw .repeatedScenario(String(part)) }
          options.only.append(scenario)
        }
      case "--write-corpus":
        // First with `=` (`--write-corpus=DIR`), or after another argument.
        if index == 0 {
          throw .missingValue(option: name, usage: "--write-corpus DIR N, as three arguments")
        }
        throw .writeCorpusNotAlone(arguments[0])
      default:
        throw .unknownArgument(argument)
      }
      index += 1
    }
    return options
  }

  /// `DIR N` after `--write-corpus`.
  private static func corpusRequest(_ operands: [String]) throws(BenchmarkError) -> CorpusRequest {
    let usage = "--write-corpus DIR N"
    guard operands.count >= 2, !operands[0].isEmpty, !operands[1].isEmpty else {
      throw .missingValue(option: "--write-corpus", usage: usage)
    }
    guard operands.count == 2 else { throw .writeCorpusNotAlone(operands[2]) }
    let (path, count) = (operands[0], operands[1])
    guard !path.hasPrefix("-") else { throw .optionAsValue(option: "--write-corpus", value: path) }
    guard !path.unicodeScalars.contains(where: TerminalText.needsEscape) else {
      throw .controlCharacters(option: "--write-corpus", value: path)
    }
    guard count.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let files = Int(count),
      (1...maximumCorpusFiles).contains(files)
    else {
      throw .invalidFileCount(count)
    }
    return CorpusRequest(path: path, files: files)
  }
}
