import Foundation

/// Keeps a test process alive when a child it writes to has already exited.
///
/// A child that refuses its arguments exits before it reads standard input; writing the
/// input then raises SIGPIPE, whose default action ends the whole test run with no summary.
package enum BrokenPipe {
  /// Ignores SIGPIPE in this process (once): a write to a closed pipe then fails with EPIPE.
  package static func ignore() { _ = ignored }

  private static let ignored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  /// Writes `data` to a child's standard input, ignoring that the child may have exited.
  ///
  /// - Parameters:
  ///   - data: The bytes to write.
  ///   - handle: The writing end of the child's standard input pipe.
  package static func write(_ data: Data, to handle: FileHandle) {
    ignore()
    // EPIPE means the child exited without reading: its status and output tell the test why.
    try? handle.write(contentsOf: data)
  }
}
