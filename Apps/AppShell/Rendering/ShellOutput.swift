/// Where a shell session writes: standard output for screens, standard error for errors.
///
/// Tests collect both in memory; the executable writes to the process's streams.
@MainActor
package protocol ShellOutput: AnyObject {
  /// Writes text to standard output.
  func write(_ text: String)
  /// Writes text to standard error.
  func writeError(_ text: String)
}

/// Collects a session's output in memory, for transcript tests.
@MainActor
package final class CapturedOutput: ShellOutput {
  /// Everything written to standard output.
  package private(set) var standardOutput = ""
  /// Everything written to standard error.
  package private(set) var standardError = ""

  package init() {}

  package func write(_ text: String) {
    standardOutput += text
  }

  package func writeError(_ text: String) {
    standardError += text
  }
}
