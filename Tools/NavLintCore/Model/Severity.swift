/// How serious a finding is; decides the exit code.
///
/// `error` findings make `navlint` exit 1; `warning` findings do so only with `--strict`.
public enum Severity: String, Codable, Comparable, Hashable, Sendable, CaseIterable {
  /// Reported, but does not fail the run unless `--strict` is given.
  case warning
  /// Reported and fails the run.
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    lhs == .warning && rhs == .error
  }
}
