/// The characters a string ID in a link may hold, such as a slug's `a-z`, `0-9` and `-`.
///
/// A value with any other character is refused when a link is parsed, naming the value and
/// this set; a route whose ID has one has no link.
public struct LinkCharacters: Hashable, Sendable {
  /// The set as people read it, such as `a-z, 0-9 and '-'`.
  public let summary: String
  /// The ASCII characters allowed.
  private let ascii: Set<Character>
  /// Whether letters and digits of any script are allowed too.
  private let anyLetterOrDigit: Bool
  /// Whether parsing lowercases the value first (the ID compares case-insensitively).
  public let foldsCase: Bool
  /// ``allows(_:)`` of each ASCII byte 0-63 and 64-127, one bit a byte, derived at init.
  private var asciiLow: UInt64 = 0
  private var asciiHigh: UInt64 = 0

  /// Creates a character set.
  ///
  /// - Parameters:
  ///   - ascii: The ASCII characters allowed, such as `abc…xyz0123456789-`.
  ///   - anyLetterOrDigit: `true` to allow letters and digits of any script as well.
  ///   - foldsCase: `true` to lowercase a value before checking it.
  ///   - summary: The set as people read it, for error messages and the README.
  public init(
    ascii: String, anyLetterOrDigit: Bool = false, foldsCase: Bool = false, summary: String
  ) {
    self.ascii = Set(ascii)
    self.anyLetterOrDigit = anyLetterOrDigit
    self.foldsCase = foldsCase
    self.summary = summary
    for byte in UInt8(0)..<128 where allows(Character(Unicode.Scalar(byte))) {
      if byte < 64 { asciiLow |= 1 << byte } else { asciiHigh |= 1 << (byte - 64) }
    }
  }

  /// A slug: `a-z`, `0-9` and `-`, compared ignoring case (`P1` is `p1`).
  public static let slug = LinkCharacters(
    ascii: "abcdefghijklmnopqrstuvwxyz0123456789-", foldsCase: true,
    summary: "a-z, 0-9 and '-'")

  /// An identifier: letters and digits of any script, `-`, `_` and `.`.
  public static let identifier = LinkCharacters(
    ascii: "-_.", anyLetterOrDigit: true, summary: "letters, digits, '-', '_' and '.'")

  /// Whether the set allows every character of a value.
  ///
  /// ASCII text without a carriage return is one character a byte (only CR LF joins two
  /// ASCII scalars into one character), so it is checked byte by byte against ``allows(_:)``
  /// of each ASCII byte; any other text character by character.
  ///
  /// - Parameter value: The value.
  /// - Returns: `value.allSatisfy(allows)`.
  /// - Complexity: O(*n*) for *n* UTF-8 bytes, without grapheme breaking for ASCII text.
  public func allowsAll(_ value: String) -> Bool {
    var isASCII = true
    let allowed = value.utf8.allSatisfy { byte in
      guard byte < 128, byte != UInt8(ascii: "\r") else {
        isASCII = false
        return false
      }
      return byte < 64 ? asciiLow & (1 << byte) != 0 : asciiHigh & (1 << (byte - 64)) != 0
    }
    return isASCII ? allowed : value.allSatisfy(allows)
  }

  /// Whether a character is allowed.
  ///
  /// - Parameter character: The character.
  /// - Returns: `true` when the set holds it.
  public func allows(_ character: Character) -> Bool {
    if ascii.contains(character) { return true }
    guard anyLetterOrDigit else { return false }
    return character.isLetter || character.isNumber
  }
}
