import AppShell
import TestSupport

/// What one in-process run of `hoist` returned and printed.
package struct HoistRun {
  /// The exit status.
  package var status: Int32
  /// Standard output.
  package var output: String
  /// Standard error.
  package var errors: String

  /// Runs `hoist` in process, not on a terminal, with standard input given as lines.
  ///
  /// The passcode of a fresh start and of a migrated file is locked at the tests' low cost
  /// (``TestSecrets/cost``), so typing it costs no 600,000-iteration derivation.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - lines: The lines standard input holds, in order.
  /// - Returns: The status and both outputs.
  @MainActor
  package static func run(_ arguments: [String], lines: [String]) -> HoistRun {
    var remaining = lines
    let captured = CapturedOutput()
    let status = HoistTool.run(
      arguments: arguments,
      input: HoistTool.Input(
        isTerminal: false, readLine: { remaining.isEmpty ? nil : remaining.removeFirst() }),
      output: captured, environment: [:], migrationCost: TestSecrets.cost,
      sample: TestSecrets.sample)
    return HoistRun(
      status: status, output: captured.standardOutput, errors: captured.standardError)
  }

  /// Runs `hoist` in process with a script as standard input, one command a line.
  @MainActor
  package static func run(_ arguments: [String], script: String) -> HoistRun {
    run(arguments, lines: script.split(separator: "\n").map(String.init))
  }
}
