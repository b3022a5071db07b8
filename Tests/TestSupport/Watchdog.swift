import Foundation

/// Kills a child process that runs longer than a test allows, so that a test whose child
/// hangs (or which hangs reading it) fails instead of stopping the whole run.
package final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var stopped = false
  private var killed = false

  /// Starts watching a started process.
  ///
  /// - Parameters:
  ///   - process: The child, already running.
  ///   - seconds: How long it may run, in seconds, before it gets SIGKILL.
  package init(_ process: Process, seconds: Double) {
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.lock()
      defer { lock.unlock() }
      guard !stopped else { return }
      killed = true
      kill(pid, SIGKILL)
    }
  }

  /// Stops watching; call it once the child has been waited for (its process ID may then be
  /// reused, so a late kill must not happen).
  ///
  /// - Returns: Whether it killed the child: the test then failed to finish in time.
  package func stop() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    stopped = true
    return killed
  }
}
