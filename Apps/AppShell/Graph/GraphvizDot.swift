import Foundation

/// Runs Graphviz's `dot` to draw a graph as SVG.
package enum GraphvizDot {
  /// Why `dot` did not draw the graph.
  package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// No executable `dot` on `PATH`.
    case notInstalled
    /// `dot` could not be started, or exited with a status and a message.
    case failed(String)

    package var description: String {
      switch self {
      case .notInstalled:
        "--format svg needs Graphviz's 'dot' program, which is not on PATH; install it "
          + "(Debian, Ubuntu: apt-get install graphviz) or print --format dot"
      case .failed(let reason):
        "Graphviz's 'dot' failed: \(reason)"
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
      return .failure(.failed("cannot start \(executable.path): \(error.localizedDescription)"))
    }
    // The output is read on another thread so neither pipe can fill up and block the other.
    let svg = Collected()
    let done = DispatchSemaphore(value: 0)
    let handle = output.fileHandleForReading
    DispatchQueue.global().async {
      svg.data = handle.readDataToEndOfFile()
      done.signal()
    }
    try? input.fileHandleForWriting.write(contentsOf: Data(dot.utf8))
    try? input.fileHandleForWriting.close()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      return .failure(.failed("exit status \(process.terminationStatus): \(text)"))
    }
    return .success(String(decoding: svg.data, as: UTF8.self))
  }
}

/// Bytes one thread reads while another waits for them (the wait orders the accesses).
private final class Collected: @unchecked Sendable {
  var data = Data()
}
