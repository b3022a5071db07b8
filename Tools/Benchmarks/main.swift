import Foundation
import TerminalEscaping

ArgumentText.exitUnlessUTF8(prefix: "hoist-bench: ", hint: "Try 'hoist-bench --help'.")

let code = MainActor.assumeIsolated {
  BenchmarkCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
exit(code)
