/// What one run of a ``NavigationTool`` printed and how it exited.
///
/// ``NavigationTool/run(arguments:standardInput:environment:)`` returns it instead of writing,
/// so a test can assert a run's whole output; ``NavigationTool/main()`` writes it and exits
/// with ``exitCode``.
public struct NavigationToolResult: Hashable, Sendable {
  /// The exit status: 0 when everything checked is fine, 1 when the graph has problems, a
  /// link does not land exactly, or the app cannot be built, 2 for a usage error or input
  /// that cannot be read.
  public var exitCode: Int32
  /// What goes to standard output: the graph, the link report, the file, or the help.
  public var standardOutput: String
  /// What goes to standard error: the graph's problems, usage errors and failures, each line
  /// starting with the tool's name.
  public var standardError: String

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - exitCode: The exit status.
  ///   - standardOutput: The text for standard output.
  ///   - standardError: The text for standard error.
  public init(exitCode: Int32, standardOutput: String = "", standardError: String = "") {
    self.exitCode = exitCode
    self.standardOutput = standardOutput
    self.standardError = standardError
  }
}
