import AppShell
import Foundation

let code = MainActor.assumeIsolated {
  HoistTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    input: .standardInput(isTerminal: isatty(STDIN_FILENO) == 1, readLine: { readLine() }),
    output: StandardStreams(), environment: ProcessInfo.processInfo.environment)
}
exit(code)
