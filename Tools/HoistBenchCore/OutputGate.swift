import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes `hoist-bench`'s lines to standard output and standard error one whole line at a
/// time, and lets a last line close the gate for good: no line follows it.
///
/// A signal ends a run from its own thread (``InterruptGuard``) while the main thread may be
/// writing its progress; its message must be the last line the user sees, and the run must
/// exit with 128 + the signal, not with the status of a main thread that went on. So every
/// line is written under one lock, and ``close(with:to:waitingAtMost:)`` takes that lock and
/// never gives it back: a writer that comes later waits until the process exits.
package final class OutputGate: @unchecked Sendable {
  private let lock = NSLock()

  /// A gate, open.
  package init() {}

  /// Writes one line, and its line feed, whole.
  ///
  /// Waits while another line is written, and for ever once the gate is closed (the process
  /// is then about to exit).
  ///
  /// - Parameters:
  ///   - line: The text, without its line feed.
  ///   - descriptor: Where to write it: `STDOUT_FILENO`, `STDERR_FILENO`, or any open file.
  /// - Throws: ``BenchmarkError/standardOutput(reason:)`` with the system's reason
  ///   (`strerror`) when the write fails, as on a closed pipe.
  package func writeLine(_ line: String, to descriptor: Int32) throws(BenchmarkError) {
    lock.lock()
    defer { lock.unlock() }
    if let code = DescriptorWriter.writeAll(Array((line + "\n").utf8), to: descriptor) {
      throw .standardOutput(reason: String(cString: strerror(code)))
    }
  }

  /// Writes a last line and keeps every later line from being written.
  ///
  /// - Parameters:
  ///   - line: The last line, without its line feed.
  ///   - descriptor: Where to write it.
  ///   - limit: How long to wait for a line being written to finish (a writer blocked on a
  ///     full pipe never does: then the last line is written beside it anyway), in seconds.
  package func close(with line: String, to descriptor: Int32, waitingAtMost limit: TimeInterval) {
    _ = lock.lock(before: Date(timeIntervalSinceNow: limit))
    _ = DescriptorWriter.writeAll(Array((line + "\n").utf8), to: descriptor)
  }
}
