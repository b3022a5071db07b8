import ChildProcess
import Foundation

/// The built `hoist` executable, run as a child process for what only a process shows: exit
/// codes, signals, locks and files in the data directory.
package struct HoistProcess {
  /// How a run ended and what it printed.
  package struct Run: Sendable {
    /// The exit status, or the signal number when ``signaled``.
    package var status: Int32
    /// Whether a signal ended it.
    package var signaled: Bool
    /// Standard output.
    package var output: String
    /// Standard error.
    package var errors: String
    /// The process ID it had.
    package var pid: Int32
  }

  /// The built `hoist` (see ``BuiltProduct``).
  ///
  /// - Returns: Its path.
  /// - Throws: ``BuiltProduct/Unavailable`` when it can be neither found nor built.
  package static func executable() throws -> URL {
    try BuiltProduct.executable("hoist")
  }

  /// The process, not yet started.
  package let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  /// Whether standard input is the pipe ``start(input:closeInput:)`` writes.
  private let pipesInput: Bool
  /// Whether standard output is the pipe ``finish()`` reads.
  private let pipesOutput: Bool

  /// Prepares `hoist` with arguments and extra environment.
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - environment: Variables added to this process's environment.
  ///   - shellPrefix: A `sh` command run before `exec hoist`, such as `ulimit -f 1`.
  ///   - standardInput: A file standard input reads instead of a pipe (such as `/dev/zero`).
  ///   - standardOutput: A file standard output writes instead of a pipe (such as `/dev/full`
  ///     or a pipe closed at its other end); then ``Run/output`` is empty.
  /// - Throws: When `hoist` was not built.
  package init(
    _ arguments: [String], environment: [String: String] = [:], shellPrefix: String? = nil,
    standardInput: FileHandle? = nil, standardOutput: FileHandle? = nil
  ) throws {
    let executable = try Self.executable()
    if let shellPrefix {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "\(shellPrefix); exec \"$0\" \"$@\"", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    // A Pipe (not its file handle), so the parent's copy of the child's end is closed at start.
    process.standardInput = standardInput.map { $0 as Any } ?? input
    process.standardOutput = standardOutput.map { $0 as Any } ?? output
    process.standardError = errors
    pipesInput = standardInput == nil
    pipesOutput = standardOutput == nil
  }

  /// Starts it and writes its standard input, leaving the input open when asked.
  ///
  /// - Parameters:
  ///   - text: What to write to standard input.
  ///   - closeInput: `false` keeps standard input open (the process waits for more).
  /// - Throws: When it cannot start.
  package func start(input text: String = "", closeInput: Bool = true) throws {
    BrokenPipe.ignore()
    try process.run()
    guard pipesInput else { return }
    BrokenPipe.write(Data(text.utf8), to: input.fileHandleForWriting)
    if closeInput { try input.fileHandleForWriting.close() }
  }

  /// Closes standard input, reads standard output and standard error at once (a child that
  /// fills one pipe while the other is read cannot block), and waits for the end.
  ///
  /// - Returns: How it ended.
  package func finish() -> Run {
    if pipesInput { try? input.fileHandleForWriting.close() }
    let (out, err) = ChildOutput.read(
      output: pipesOutput ? output.fileHandleForReading : nil,
      errors: errors.fileHandleForReading)
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self),
      pid: process.processIdentifier)
  }

  /// Runs `hoist` to the end.
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - input: Standard input.
  ///   - environment: Variables added to this process's environment.
  ///   - shellPrefix: A `sh` command run before `exec hoist`.
  ///   - standardInput: A file standard input reads instead of `input`.
  ///   - standardOutput: A file standard output writes instead of a pipe read into
  ///     ``Run/output``.
  /// - Returns: How it ended.
  /// - Throws: When it cannot start.
  package static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    shellPrefix: String? = nil, standardInput: FileHandle? = nil,
    standardOutput: FileHandle? = nil
  ) throws -> Run {
    let hoist = try HoistProcess(
      arguments, environment: environment, shellPrefix: shellPrefix,
      standardInput: standardInput, standardOutput: standardOutput)
    try hoist.start(input: input)
    return hoist.finish()
  }
}
