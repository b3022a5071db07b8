import AppShell
import Foundation

// A closed pipe (`hoist --json | head -1`) must not kill the process before it saves, and a
// file-size limit (`ulimit -f`) must fail the write with a message, not kill it silently.
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)
let code = MainActor.assumeIsolated {
  HoistTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    input: .standardInput(terminalWidth: TerminalWidth.columns(of: STDOUT_FILENO)),
    output: StandardStreams(), environment: ProcessInfo.processInfo.environment)
}
exit(code)
