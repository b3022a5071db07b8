/// Why typed text is not a valid notes passcode; never holds or shows the typed text.
package enum PasscodeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing was typed.
  case empty
  /// The text holds something other than the digits 0–9.
  case notDigits
  /// The text is digits, but fewer than 4 or more than 8.
  case wrongLength(digits: Int)

  package var description: String {
    switch self {
    case .empty:
      "The passcode is empty: type 4 to 8 digits."
    case .notDigits:
      "The new passcode is not a passcode: use only the digits 0–9, 4 to 8 of them."
    case .wrongLength(let digits):
      "The new passcode has \(digits) digits: a passcode has 4 to 8 digits."
    }
  }
}
