import ChildProcess
import Foundation
import SecretBox
import UserData

/// Secrets for tests: a low PBKDF2 cost, passed explicitly so the shipped cost
/// (``KeyDerivationCost/standard``, 600,000 iterations) stays as it is, and the sample state
/// locked at that cost.
package enum TestSecrets {
  /// 1,000 iterations: for tests only.
  package static let cost = try! KeyDerivationCost(iterations: 1_000)
  /// The sample state of a fresh start with a lock for `1234` at ``cost``; made once.
  package static let sample: UserDataState = try! .sample(cost: cost)
  /// The lock of ``sample``.
  package static var lock: NotesLock { sample.settings.notesLock! }
  /// The key of ``sample``'s lock.
  package static let key: SymmetricKey = try! sample.settings.notesLock!.key(for: "1234")
}

/// A clock that stands still until a test moves it.
package final class FakeClock: Sendable {
  private let current: Locked<Date>

  /// Creates a clock.
  ///
  /// - Parameter start: The time it shows; 2027-01-15 08:00 UTC by default.
  package init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
    current = Locked(start)
  }

  /// The time it shows.
  package var now: Date { current.withLock { $0 } }

  /// Moves the clock forward.
  ///
  /// - Parameter seconds: How far.
  package func advance(by seconds: TimeInterval) {
    current.withLock { $0 += seconds }
  }
}
