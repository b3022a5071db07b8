import ChildProcess
import Foundation
import TerminalEscaping

/// Runs Graphviz's `dot` to draw a graph as SVG.
package enum GraphvizDot {
  /// Why `dot` did not draw the graph: each message names the program's path and says what
  /// to do, never in Foundation's own words; what `dot` printed is escaped for the terminal.
  package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// No executable `dot` on `PATH`.
    case notInstalled
    /// The `dot` found on `PATH` could not be started: its path and the system's reason in
    /// lower case, such as `exec format error`.
    case cannotStart(path: String, reason: String)
    /// `dot` ran and exited with a nonzero status; `message` is its standard error, trimmed.
    case failed(path: String, status: Int32, message: String)
    /// A signal ended `dot` (it crashed, or something killed it).
    case killed(path: String, signal: Int32, message: String)
    /// `dot` ran longer than the time limit, in seconds, and was stopped.
    case timedOut(path: String, seconds: Double)

    package var description: String {
      switch self {
      case .notInstalled:
        "--format svg needs Graphviz's 'dot' program, which is not on PATH; install it "
          + "(Debian, Ubuntu: apt-get install graphviz) or print --format dot"
      case .cannotStart(let path, let reason):
        "cannot start Graphviz's 'dot' at '\(TerminalText.escaped(path))': \(reason); reinstall Graphviz "
          + "(Debian, Ubuntu: apt-get install graphviz), put a working 'dot' first on PATH, "
          + "or print --format dot"
      case .failed(let path, let status, let message):
        "Graphviz's 'dot' at '\(TerminalText.escaped(path))' failed with exit status \(status)"
          + (message.isEmpty ? "" : ": \(TerminalText.escaped(message))")
          + "; print --format dot to see the graph it was given"
      case .killed(let path, let signal, let message):
        "Graphviz's 'dot' at '\(TerminalText.escaped(path))' was ended by signal \(signal)"
          + (message.isEmpty ? "" : ": \(TerminalText.escaped(message))")
          + "; print --format dot to see the graph it was given"
      case .timedOut(let path, let seconds):
        "Graphviz's 'dot' at '\(TerminalText.escaped(path))' did not finish within "
          + "\(Int(seconds.rounded(.up))) seconds and was stopped; draw fewer screens "
          + "(--max-screens) or print --format dot"
      }
    }
  }

  /// The `dot` executable on a search path.
  ///
  /// - Parameter environment: The environment whose `PATH` is searched.
  /// - Returns: The executable's URL, or `nil`.
  package static func executable(in environment: [String: String]) -> URL? {
    ExecutableSearch.find("dot", in: environment)
  }

  /// How long `dot` may run before it is stopped: 60 seconds, far more than a graph of the
  /// default 2,000 screens takes.
  package static let timeLimit: Double = 60

  /// Draws dot text as SVG.
  ///
  /// `dot` runs in a process group of its own; when it runs past `timeLimit`, or this
  /// process gets SIGINT, SIGTERM or SIGHUP meanwhile, the group is killed.
  ///
  /// - Parameters:
  ///   - dot: The graph in the dot language.
  ///   - environment: The environment whose `PATH` finds `dot`.
  ///   - timeLimit: Seconds `dot` may run; ``timeLimit`` unless a test passes less.
  /// - Returns: The SVG text, or why it could not be drawn.
  package static func svg(
    from dot: String, environment: [String: String], timeLimit: Double = timeLimit
  ) -> Result<String, Failure> {
    guard let executable = executable(in: environment) else { return .failure(.notInstalled) }
    let result: BoundedChild.Result
    do {
      result = try BoundedChild.run(
        executable.path, arguments: ["-Tsvg"], input: Data(dot.utf8), timeLimit: timeLimit)
    } catch {
      return .failure(.cannotStart(path: executable.path, reason: error.reason))
    }
    let message = String(decoding: result.errors, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    switch result.termination {
    case .exited(0):
      return .success(String(decoding: result.output, as: UTF8.self))
    case .exited(let status):
      return .failure(.failed(path: executable.path, status: status, message: message))
    case .signalled(let signal):
      return .failure(.killed(path: executable.path, signal: signal, message: message))
    case .timedOut:
      return .failure(.timedOut(path: executable.path, seconds: timeLimit))
    }
  }
}
