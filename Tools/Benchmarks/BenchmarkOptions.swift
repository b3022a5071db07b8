/// What `hoist-bench` was asked to do.
struct BenchmarkOptions: Equatable, Sendable {
  /// Every scenario at small sizes, to prove that they still run (CI).
  var quick = false
  /// One JSON object per row on standard output instead of the table.
  var json = false
  /// Scenario names to run; empty runs every scenario.
  var only: [String] = []
  /// Print usage and exit.
  var help = false

  static let usage = """
    usage: hoist-bench [--quick] [--json] [--only NAME[,NAME...]] [--help]

    Runs every scenario and prints one table: scenario, work size, our median, the
    baseline's median measured in the same run, the ratio (ours / baseline, lower is
    better), the goal and whether it is met, and min and max of both.
      --quick   every scenario at small sizes (CI runs this; times mean little there)
      --json    one JSON object per row
      --only    run only the named scenarios: \(Scenario.names.joined(separator: ", "))
      --write-corpus DIR N   write the navlint scenario's corpus of N files and exit
    Build the executables first, in the same configuration:
      swift build -c release && swift run -c release hoist-bench
    """

  /// Parses the command line.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The options.
  /// - Throws: ``BenchmarkError/usage(_:)`` naming an unknown argument or scenario.
  static func parse(_ arguments: [String]) throws(BenchmarkError) -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--quick": options.quick = true
      case "--json": options.json = true
      case "--help", "-h": options.help = true
      case "--only":
        index += 1
        guard index < arguments.count else {
          throw .usage("--only needs scenario names, such as --only router,links")
        }
        let names = arguments[index].split(separator: ",").map(String.init)
        for name in names where !Scenario.names.contains(name) {
          throw .usage(
            "unknown scenario '\(name)'; the scenarios are "
              + Scenario.names.joined(separator: ", "))
        }
        options.only += names
      default:
        throw .usage("unknown argument '\(argument)'; see hoist-bench --help")
      }
      index += 1
    }
    return options
  }
}
