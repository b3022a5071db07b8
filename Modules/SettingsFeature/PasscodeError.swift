/// Why typed text is not a valid notes passcode.
public enum PasscodeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing was typed.
  case empty
  /// The text holds something other than the digits 0–9.
  case notDigits(String)
  /// The text is digits, but fewer than 4 or more than 8.
  case wrongLength(String)

  public var description: String {
    switch self {
    case .empty:
      "The passcode is empty: type 4 to 8 digits."
    case .notDigits(let text):
      "“\(text)” is not a passcode: use only the digits 0–9, 4 to 8 of them."
    case .wrongLength(let text):
      "“\(text)” has \(text.count) digits: a passcode has 4 to 8 digits."
    }
  }
}
