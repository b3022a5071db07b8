/// Why `hoist-bench` could not run.
enum BenchmarkError: Error, Equatable, CustomStringConvertible {
  /// The command line is wrong; the message names the argument.
  case usage(String)
  /// An executable the scenario runs is not built.
  case missingExecutable(name: String, path: String)
  /// A spawned process failed.
  case processFailed(command: String, status: Int32, output: String)
  /// Setting up a scenario failed.
  case setup(String)

  var description: String {
    switch self {
    case .usage(let message): message
    case .missingExecutable(let name, let path):
      "'\(name)' is not built at \(path); run `swift build -c release` first"
    case .processFailed(let command, let status, let output):
      "\(command) exited with status \(status): \(output.prefix(400))"
    case .setup(let message): message
    }
  }
}
