import ChildProcess
import Foundation

/// Runs Graphviz's `dot` to draw a graph as SVG.
package enum GraphvizDot {
  /// Why `dot` did not draw the graph: each message names the program's path and says what
  /// to do, never in Foundation's own words.
  package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// No executable `dot` on `PATH`.
    case notInstalled
    /// The `dot` found on `PATH` could not be started: its path and the system's reason in
    /// lower case, such as `exec format error`.
    case cannotStart(path: String, reason: String)
    /// `dot` ran and exited with a nonzero status; `message` is its standard error, trimmed.
    case failed(path: String, status: Int32, message: String)

    package var description: String {
      switch self {
      case .notInstalled:
        "--format svg needs Graphviz's 'dot' program, which is not on PATH; install it "
          + "(Debian, Ubuntu: apt-get install graphviz) or print --format dot"
      case .cannotStart(let path, let reason):
        "cannot start Graphviz's 'dot' at '\(path)': \(reason); reinstall Graphviz "
          + "(Debian, Ubuntu: apt-get install graphviz), put a working 'dot' first on PATH, "
          + "or print --format dot"
      case .failed(let path, let status, let message):
        "Graphviz's 'dot' at '\(path)' failed with exit status \(status)"
          + (message.isEmpty ? "" : ": \(message)")
          + "; print --format dot to see the graph it was given"
      }
    }
  }

  /// The `dot` executable on a search path.
  ///
  /// - Parameter environment: The environment whose `PATH` is searched.
  /// - Returns: The executable's URL, or `nil`.
  package static func executable(in environment: [String: String]) -> URL? {
    for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("dot")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Draws dot text as SVG.
  ///
  /// - Parameters:
  ///   - dot: The graph in the dot language.
  ///   - environment: The environment whose `PATH` finds `dot`.
  /// - Returns: The SVG text, or why it could not be drawn.
  package static func svg(from dot: String, environment: [String: String]) -> Result<
    String, Failure
  > {
    guard let executable = executable(in: environment) else { return .failure(.notInstalled) }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["-Tsvg"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return .failure(.cannotStart(path: executable.path, reason: startFailure(error)))
    }
    // Written and read at once, so no pipe can fill up and block the others.
    let (svg, message) = ChildOutput.read(
      output: output.fileHandleForReading, errors: errors.fileHandleForReading,
      input: (Data(dot.utf8), input.fileHandleForWriting))
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      return .failure(
        .failed(path: executable.path, status: process.terminationStatus, message: text))
    }
    return .success(String(decoding: svg, as: UTF8.self))
  }

  /// Why a process could not start, from the POSIX error under Foundation's, in lower case.
  private static func startFailure(_ error: any Error) -> String {
    let nsError = error as NSError
    let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError
    for candidate in [underlying, nsError] {
      if let candidate, candidate.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(candidate.code))).lowercased()
      }
    }
    return "it could not be run"
  }
}
