import Foundation

/// Wrong notes passcodes in a row, and the wait they impose: after
/// ``freeAttempts`` failures each further attempt waits a growing delay (``delays``).
///
/// Kept in the saved state, so quitting does not reset it; a right passcode does. Checked
/// against the clock the caller passes in, never by sleeping. If the clock moves back, the
/// wait is never longer than the delay itself. In JSON: `{"failures": N, "lastFailure":
/// seconds since 1970}`.
package struct PasscodeThrottle: Hashable, Sendable, Codable {
  /// Wrong passcodes allowed in a row before any wait.
  package static let freeAttempts = 5
  /// The wait in seconds after the 5th, 6th, 7th, 8th wrong passcode, and after every
  /// later one (the last repeats): 30 s, 1 min, 5 min, 15 min, 1 h. 10,000 guesses then
  /// take more than a year.
  package static let delays = [30, 60, 300, 900, 3600]
  /// The most wrong passcodes counted: beyond it the count stays (the wait is the longest
  /// already), so no count ever overflows; a restored count above it is repaired to it.
  package static let maxFailures = 1_000_000

  /// The count after one more wrong passcode, never above ``maxFailures``.
  ///
  /// - Parameter failures: Wrong passcodes so far.
  /// - Returns: `failures + 1`, or ``maxFailures`` when that is more.
  package static func failures(after failures: Int) -> Int {
    failures >= maxFailures ? maxFailures : max(failures, 0) + 1
  }

  /// Wrong passcodes since the last right one.
  package var failures: Int
  /// When the last wrong passcode was typed.
  package var lastFailure: Date?

  /// Creates a throttle.
  ///
  /// - Parameters:
  ///   - failures: Wrong passcodes in a row.
  ///   - lastFailure: When the last one was typed.
  package init(failures: Int = 0, lastFailure: Date? = nil) {
    self.failures = failures
    self.lastFailure = lastFailure
  }

  /// The delay that a number of failures in a row imposes.
  ///
  /// - Parameter failures: Wrong passcodes in a row.
  /// - Returns: Seconds; 0 below ``freeAttempts``.
  package static func delay(afterFailures failures: Int) -> Int {
    guard failures >= freeAttempts else { return 0 }
    return delays[min(failures - freeAttempts, delays.count - 1)]
  }

  /// How long until the next attempt is allowed.
  ///
  /// - Parameter now: The current time.
  /// - Returns: Whole seconds, rounded up; 0 when an attempt is allowed now.
  package func secondsToWait(at now: Date) -> Int {
    let delay = Self.delay(afterFailures: failures)
    guard delay > 0, let lastFailure else { return 0 }
    let elapsed = now.timeIntervalSince(lastFailure)
    // A clock set back (elapsed < 0) never makes the wait longer than the delay.
    let remaining = Double(delay) - max(elapsed, 0)
    return remaining > 0 ? Int(remaining.rounded(.up)) : 0
  }

  /// Records a wrong passcode.
  ///
  /// - Parameter now: When it was typed.
  package mutating func recordFailure(at now: Date) {
    failures = Self.failures(after: failures)
    lastFailure = now
  }

  // MARK: - Coding

  private enum CodingKeys: String, CodingKey { case failures, lastFailure }

  /// Decodes a throttle.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field has the wrong type.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    failures = try container.decode(Int.self, forKey: .failures)
    lastFailure = try container.decodeIfPresent(Double.self, forKey: .lastFailure).map {
      Date(timeIntervalSince1970: $0)
    }
  }

  /// Encodes the throttle, the time as seconds since 1970.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(failures, forKey: .failures)
    try container.encode(lastFailure?.timeIntervalSince1970, forKey: .lastFailure)
  }
}
