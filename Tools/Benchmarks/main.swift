import Foundation

let code = MainActor.assumeIsolated {
  BenchmarkCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(code)
