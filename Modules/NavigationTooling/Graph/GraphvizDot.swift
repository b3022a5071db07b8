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
    /// `dot` printed more than `limit` bytes on standard output (or standard error) and was
    /// stopped.
    case printedTooMuch(path: String, standardOutput: Bool, limit: Int)

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
      case .printedTooMuch(let path, let standardOutput, let limit):
        "Graphviz's 'dot' at '\(TerminalText.escaped(path))' printed more than \(limit) bytes "
          + "on \(standardOutput ? "standard output" : "standard error") and was stopped; "
          + "draw fewer screens (--max-screens) or print --format dot"
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
    let message = shortened(result.errors)
    switch result.termination {
    case .exited(0):
      return .success(withoutControls(String(decoding: result.output, as: UTF8.self)))
    case .exited(let status):
      return .failure(.failed(path: executable.path, status: status, message: message))
    case .signalled(let signal):
      return .failure(.killed(path: executable.path, signal: signal, message: message))
    case .timedOut:
      return .failure(.timedOut(path: executable.path, seconds: timeLimit))
    case .printedTooMuch(let standardOutput, let limit):
      return .failure(
        .printedTooMuch(path: executable.path, standardOutput: standardOutput, limit: limit))
    }
  }

  /// `dot`'s standard error as a message (``BoundedChild/message(from:)``).
  package static func shortened(_ errors: Data) -> String {
    BoundedChild.message(from: errors)
  }

  /// SVG text without the control characters XML does not allow (all of C0 but tab, line
  /// feed and carriage return; DEL; C1), which could only drive a terminal it is printed on.
  static func withoutControls(_ svg: String) -> String {
    guard svg.unicodeScalars.contains(where: isControl) else { return svg }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: svg.unicodeScalars.lazy.filter { !isControl($0) })
    return String(scalars)
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }
}
