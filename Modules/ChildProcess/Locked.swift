import Foundation

/// A value behind a lock, for state shared between threads (the linter's workers, test
/// fakes): kept in this leaf module because both use it.
///
/// The standard library's `Mutex` needs macOS 15, iOS 18 and their peers; this works on
/// every platform the package declares.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates a lock around a value.
  ///
  /// - Parameter value: The initial value.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with the value while holding the lock.
  ///
  /// - Parameter body: Reads or changes the value.
  /// - Returns: What `body` returns.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
