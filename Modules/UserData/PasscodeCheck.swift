import Foundation
import SecretBox

/// What typing the notes passcode amounts to, decided by
/// ``UserDataState/checkNotesPasscode(_:at:)``.
package enum PasscodeCheck: Hashable, Sendable {
  /// The passcode is right; the key opens locked notes' bodies.
  case accepted(key: SymmetricKey)
  /// The passcode is wrong; `wait` is the delay this failure imposes on the next attempt
  /// (0 while attempts are still free).
  case wrong(wait: Int)
  /// Too many wrong passcodes: the attempt was not checked; try again in this many seconds.
  case throttled(seconds: Int)

  /// The sentence for a refused attempt.
  ///
  /// - Parameter seconds: The wait.
  /// - Returns: `Too many wrong passcodes: try again in 30 s.`
  package static func tryAgainMessage(seconds: Int) -> String {
    "Too many wrong passcodes: try again in \(seconds) s."
  }
}

extension UserDataState {
  /// Checks a typed notes passcode against the lock and the wrong-passcode throttle.
  ///
  /// A pure decision: the caller records the result with
  /// ``UserDataChange/notesPasscodeAccepted(key:)`` or
  /// ``UserDataChange/notesPasscodeRejected(at:)``. While the throttle makes the user wait,
  /// the passcode is not checked at all.
  ///
  /// - Parameters:
  ///   - passcode: The typed passcode.
  ///   - now: The current time, from the caller's clock.
  /// - Returns: Accepted with the key, wrong, or throttled.
  /// - Complexity: Up to two PBKDF2 derivations (the check, then the key).
  package func checkNotesPasscode(_ passcode: String, at now: Date) -> PasscodeCheck {
    let wait = passcodeThrottle.secondsToWait(at: now)
    guard wait == 0 else { return .throttled(seconds: wait) }
    guard let lock = settings.notesLock, lock.accepts(passcode),
      let key = try? lock.key(for: passcode)
    else {
      return .wrong(
        wait: PasscodeThrottle.delay(
          afterFailures: PasscodeThrottle.failures(after: passcodeThrottle.failures)))
    }
    return .accepted(key: key)
  }
}
