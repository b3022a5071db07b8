import AppShell
import Foundation

// A closed pipe (`hoist --json | head -1`) must not kill the process before it saves.
signal(SIGPIPE, SIG_IGN)
let code = MainActor.assumeIsolated {
  HoistTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    input: .standardInput(terminalWidth: TerminalWidth.columns(of: STDOUT_FILENO)),
    output: StandardStreams(), environment: ProcessInfo.processInfo.environment)
}
exit(code)
