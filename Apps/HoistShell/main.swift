import AppShell
import Foundation
import TerminalEscaping

// An argument that is not UTF-8 would be read with U+FFFD in place of its bad bytes, naming
// another folder than the one typed: refused first (exit 2).
ArgumentText.exitUnlessUTF8(prefix: "hoist: ", hint: "Try 'hoist --help'.")

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
