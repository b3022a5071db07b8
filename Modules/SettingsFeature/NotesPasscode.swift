import UserData

/// The rule for a notes passcode: 4 to 8 of the ASCII digits 0–9, taken exactly as typed.
package enum NotesPasscode {
  /// The fewest digits a passcode has.
  package static let minimumLength = NotesLock.passcodeLengths.lowerBound
  /// The most digits a passcode has.
  package static let maximumLength = NotesLock.passcodeLengths.upperBound

  /// Checks typed text as a notes passcode; the text is taken exactly as typed.
  ///
  /// - Parameter text: The typed text.
  /// - Returns: The passcode, unchanged.
  /// - Throws: ``PasscodeError`` when the text is empty, holds anything but the ASCII
  ///   digits 0–9, or has fewer than 4 or more than 8 of them; the error never holds the
  ///   text itself.
  package static func validate(_ text: String) throws(PasscodeError) -> String {
    guard !text.isEmpty else { throw .empty }
    guard text.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notDigits }
    guard (minimumLength...maximumLength).contains(text.count) else {
      throw .wrongLength(digits: text.count)
    }
    return text
  }
}
