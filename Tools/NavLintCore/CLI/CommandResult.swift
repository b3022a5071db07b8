/// What a navlint invocation printed and its exit code.
public struct CommandResult: Hashable, Sendable {
  /// 0: no error finding; 1: error findings (any with `--strict`); 2: usage, configuration
  /// or I/O error.
  public var exitCode: Int32
  /// Text for standard output.
  public var standardOutput: String
  /// Text for standard error.
  public var standardError: String

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - exitCode: The exit code.
  ///   - standardOutput: Text for standard output.
  ///   - standardError: Text for standard error.
  public init(exitCode: Int32, standardOutput: String = "", standardError: String = "") {
    self.exitCode = exitCode
    self.standardOutput = standardOutput
    self.standardError = standardError
  }
}
