import Foundation

/// The process's standard output and standard error, unbuffered per write.
///
/// A failed write to standard output (a full disk, a closed pipe) is remembered in
/// ``standardOutputFailure`` and nothing more is written there; the session stops and the
/// tool exits 1 saying why. Standard error is best effort: there is nowhere left to report.
@MainActor
package final class StandardStreams: ShellOutput {
  package private(set) var standardOutputFailure: String?

  package init() {}

  package func write(_ text: String) {
    guard standardOutputFailure == nil else { return }
    if let number = Self.write(text, to: STDOUT_FILENO) {
      standardOutputFailure = String(cString: strerror(number))
    }
  }

  package func writeError(_ text: String) {
    _ = Self.write(text, to: STDERR_FILENO)
  }

  /// Writes all of the text's bytes, retrying partial and interrupted writes.
  ///
  /// - Returns: `nil` when everything was written, else the POSIX error number.
  private static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return nil
  }
}

extension HoistTool.Input {
  /// The process's standard input.
  ///
  /// - Parameter terminalWidth: The width of the terminal standard output writes to, if any.
  /// - Returns: Whether it is a terminal, and a bounded line reader over it.
  package static func standardInput(terminalWidth: Int?) -> HoistTool.Input {
    HoistTool.Input(
      isTerminal: isatty(STDIN_FILENO) == 1,
      reader: LineReader(source: LineReader.reading(descriptor: STDIN_FILENO)),
      terminalWidth: terminalWidth)
  }
}

extension LineReader {
  /// A source that reads a file descriptor, retrying interrupted reads.
  ///
  /// - Parameter descriptor: An open file descriptor; the reader never closes it.
  /// - Returns: The source.
  package static func reading(descriptor: Int32) -> Source {
    { buffer in
      while true {
        let count = Foundation.read(descriptor, buffer.baseAddress, buffer.count)
        if count >= 0 { return count }
        if errno != EINTR { return -Int(errno) }
      }
    }
  }
}
