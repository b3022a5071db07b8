import ChildProcess
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs SwiftParser within a budget of the parse's own CPU time.
///
/// The budget is counted on the parsing thread's CPU clock (where the system has one per
/// thread, as Linux does; elsewhere in wall-clock time), so a machine under load, or another
/// parse running beside it, never makes a file "too complex": a parse is given up only when it
/// has itself used the whole budget. SwiftParser cannot be cancelled, so a parse given up
/// would go on using the CPU until the process ends; the `navlint` executable therefore
/// installs ``givingUp`` (``ParseRestart``), which starts navlint again in the same process
/// (`execv`, which ends every thread) with the file's content hash recorded, so the new run
/// reports the file without parsing it. ``NestingGuard`` refuses the shapes known to be slow
/// before this runs, so the budget is a backstop for shapes not yet known.
enum BoundedParser {
  /// Called, from the thread that waited, with ``key(of:swiftVersion:)`` of a parse just given
  /// up; `nil` (in-process use, tests) leaves the parse running in the background.
  static let givingUp = Locked<(@Sendable (String) -> Void)?>(nil)

  /// The key a parse given up is known by: the language mode and the content's hash.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - swiftVersion: The language mode.
  /// - Returns: The key.
  static func key(of bytes: [UInt8], swiftVersion: Parser.SwiftVersion) -> String {
    "\(swiftVersion)-" + StableHash.hex(of: bytes)
  }

  /// Parses bytes, or gives up.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - swiftVersion: The language mode to parse in.
  ///   - limit: The most CPU time the parse may use.
  /// - Returns: The tree, or `nil` when the parse used the whole budget.
  static func parse(
    _ bytes: [UInt8], swiftVersion: Parser.SwiftVersion, within limit: Duration
  ) -> SourceFileSyntax? {
    let result = Result()
    let thread = Thread {
      result.clock.withLock { $0 = (true, ThreadClock.current()) }
      let tree = bytes.withUnsafeBufferPointer {
        Parser.parse(source: $0, swiftVersion: swiftVersion)
      }
      result.tree.withLock { $0 = tree }
      result.done.signal()
    }
    thread.stackSize = Parallel.stackSize
    thread.start()
    let budget = nanoseconds(limit)
    let started = DispatchTime.now().uptimeNanoseconds
    while result.done.wait(timeout: .now() + .milliseconds(20)) != .success {
      let (running, clock) = result.clock.withLock { $0 }
      // Not started yet: nothing used.
      guard running else { continue }
      let used: UInt64
      if let clock {
        // No reading: the thread has just ended, and the semaphore says so next.
        guard let cpu = clock.nanoseconds() else { continue }
        used = cpu
      } else {
        used = DispatchTime.now().uptimeNanoseconds - started
      }
      guard used < budget else {
        if let handler = givingUp.withLock({ $0 }) {
          handler(key(of: bytes, swiftVersion: swiftVersion))
        }
        return nil
      }
    }
    return result.tree.withLock { $0 }
  }

  private static func nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    return UInt64(min(max(seconds, 0), 1_000_000)) * 1_000_000_000
      + UInt64(max(attoseconds, 0) / 1_000_000_000)
  }

  /// What the parsing thread hands back.
  private final class Result: Sendable {
    let tree = Locked<SourceFileSyntax?>(nil)
    /// Whether the thread has started, and its CPU clock where there is one.
    let clock = Locked<(running: Bool, clock: ThreadClock?)>((false, nil))
    let done = DispatchSemaphore(value: 0)
  }

  /// A thread's CPU clock.
  struct ThreadClock: Sendable, Equatable {
    #if os(Linux)
      let id: clockid_t
    #endif

    /// The calling thread's clock, or `nil` where there is none.
    static func current() -> ThreadClock? {
      #if os(Linux)
        var id = clockid_t()
        guard pthread_getcpuclockid(pthread_self(), &id) == 0 else { return nil }
        return ThreadClock(id: id)
      #else
        return nil
      #endif
    }

    /// The CPU time the thread has used, or `nil` once it has ended.
    func nanoseconds() -> UInt64? {
      #if os(Linux)
        var time = timespec()
        guard clock_gettime(id, &time) == 0 else { return nil }
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
      #else
        return nil
      #endif
    }
  }
}
