import AppShell
import Foundation
import TestSupport

/// What one in-process run of `hoist` returned and printed.
package struct HoistRun {
  /// The exit status.
  package var status: Int32
  /// Standard output.
  package var output: String
  /// Standard error.
  package var errors: String

  /// Runs `hoist` in process with standard input given as bytes, read through a
  /// ``LineReader`` like the real standard input.
  ///
  /// The passcode of a fresh start and of a migrated file is locked at the tests' low cost
  /// (``TestSecrets/cost``), so typing it costs no 600,000-iteration derivation.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - input: The bytes standard input holds.
  ///   - terminal: Whether standard input stands for a terminal.
  ///   - failWrites: When set, every write to standard output fails with this message.
  ///   - clock: The current time, for the wrong-passcode wait.
  ///   - stateSizeLimit: The largest state `state import` saves, in bytes; `nil` for the
  ///     shipped limit.
  /// - Returns: The status and both outputs.
  @MainActor
  package static func run(
    _ arguments: [String], input: [UInt8], terminal: Bool = false, failWrites: String? = nil,
    clock: @escaping @Sendable () -> Date = { Date() }, stateSizeLimit: Int? = nil
  ) -> HoistRun {
    let captured = CapturedOutput()
    captured.failWritesWith = failWrites
    let status = HoistTool.run(
      arguments: arguments,
      input: HoistTool.Input(isTerminal: terminal, reader: LineReader(bytes: input)),
      output: captured, environment: [:], clock: clock, migrationCost: TestSecrets.cost,
      sample: TestSecrets.sample, stateSizeLimit: stateSizeLimit)
    return HoistRun(
      status: status, output: captured.standardOutput, errors: captured.standardError)
  }

  /// Runs `hoist` in process, not on a terminal, with standard input given as lines.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - lines: The lines standard input holds, in order, each without its line break.
  /// - Returns: The status and both outputs.
  @MainActor
  package static func run(_ arguments: [String], lines: [String]) -> HoistRun {
    run(arguments, input: Array(lines.map { $0 + "\n" }.joined().utf8))
  }

  /// Runs `hoist` in process, not on a terminal, with a script as standard input, one
  /// command a line.
  @MainActor
  package static func run(_ arguments: [String], script: String) -> HoistRun {
    run(arguments, input: Array(script.utf8))
  }
}
