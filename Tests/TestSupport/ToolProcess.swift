import ChildProcess
import Foundation

/// Any product of this package (`hoist`, `navlint`, `hoist-bench`) run to its end as a child
/// process in a folder of the test's, for what only a process shows: a signal such as
/// `SIGXFSZ` under `ulimit -f`, paths relative to its working folder, its exit status.
package enum ToolProcess {
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
  }

  /// Runs a product to its end.
  ///
  /// - Parameters:
  ///   - product: The product, such as `navlint` (see ``BuiltProduct``).
  ///   - arguments: Its arguments.
  ///   - directory: Its working folder.
  ///   - shellPrefix: A `sh` command run before `exec`, such as `ulimit -f 4`.
  ///   - input: Its standard input.
  /// - Returns: How it ended.
  /// - Throws: When it cannot be found, built or started.
  package static func run(
    _ product: String, _ arguments: [String], in directory: String,
    shellPrefix: String? = nil, input: String = ""
  ) throws -> Run {
    let executable = try BuiltProduct.executable(product)
    let process = Process()
    if let shellPrefix {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "\(shellPrefix); exec \"$0\" \"$@\"", executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    BrokenPipe.ignore()
    try process.run()
    let (out, err) = ChildOutput.read(
      output: stdout.fileHandleForReading, errors: stderr.fileHandleForReading,
      input: (Data(input.utf8), stdin.fileHandleForWriting))
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
      output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self))
  }
}
