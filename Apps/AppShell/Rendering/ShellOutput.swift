/// Where a shell session writes: standard output for screens, standard error for errors.
///
/// Tests collect both in memory; the executable writes to the process's streams.
@MainActor
package protocol ShellOutput: AnyObject {
  /// Writes text to standard output.
  func write(_ text: String)
  /// Writes text to standard error.
  func writeError(_ text: String)
  /// Why a write to standard output failed (`No space left on device`), or `nil` while every
  /// write succeeded; once set, the session stops.
  var standardOutputFailure: String? { get }
}

/// Collects a session's output in memory, for transcript tests.
@MainActor
package final class CapturedOutput: ShellOutput {
  /// Everything written to standard output.
  package private(set) var standardOutput = ""
  /// Everything written to standard error.
  package private(set) var standardError = ""
  /// Set by a test to make every later write to standard output fail with this reason.
  package var failWritesWith: String?
  package private(set) var standardOutputFailure: String?

  package init() {}

  package func write(_ text: String) {
    if let reason = failWritesWith { standardOutputFailure = reason }
    guard standardOutputFailure == nil else { return }
    standardOutput += text
  }

  package func writeError(_ text: String) {
    standardError += text
  }
}
