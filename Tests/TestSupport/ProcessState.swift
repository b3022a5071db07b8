import Foundation

/// Whether a process has ended, for tests that check a child's children were killed.
package enum ProcessState {
  /// Whether the process is gone or a zombie (ended, not yet reaped by its new parent).
  ///
  /// - Parameter pid: The process ID.
  /// - Returns: `true` when it no longer runs.
  package static func hasEnded(_ pid: Int32) -> Bool {
    if kill(pid, 0) != 0 { return true }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
  }

  /// Waits up to 30 seconds (checking every 10 ms) for a process to end.
  ///
  /// - Parameter pid: The process ID.
  /// - Returns: Whether it ended.
  package static func endsSoon(_ pid: Int32) -> Bool {
    for _ in 0..<3000 {
      if hasEnded(pid) { return true }
      usleep(10_000)
    }
    return false
  }
}
