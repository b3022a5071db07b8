import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Runs SwiftParser with a time limit.
///
/// SwiftParser cannot be cancelled, so the parse runs on a thread of its own and the caller
/// stops waiting at the limit; a parse given up goes on in the background until it ends (or
/// the process does). ``NestingGuard`` refuses the shapes known to be slow before this runs,
/// so the limit is a backstop for shapes not yet known.
enum BoundedParser {
  /// Parses bytes, or gives up.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - swiftVersion: The language mode to parse in.
  ///   - limit: The longest the parse may take.
  /// - Returns: The tree, or `nil` when the parse took longer than `limit`.
  static func parse(
    _ bytes: [UInt8], swiftVersion: Parser.SwiftVersion, within limit: Duration
  ) -> SourceFileSyntax? {
    let result = Result()
    let thread = Thread {
      let tree = bytes.withUnsafeBufferPointer {
        Parser.parse(source: $0, swiftVersion: swiftVersion)
      }
      result.tree.withLock { $0 = tree }
      result.done.signal()
    }
    thread.stackSize = Parallel.stackSize
    thread.start()
    let (seconds, attoseconds) = limit.components
    let nanoseconds =
      Int(min(max(seconds, 0), 1_000_000)) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    guard result.done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else {
      return nil
    }
    return result.tree.withLock { $0 }
  }

  /// What the parsing thread hands back.
  private final class Result: Sendable {
    let tree = Locked<SourceFileSyntax?>(nil)
    let done = DispatchSemaphore(value: 0)
  }
}
