/// A set of ASCII bytes, one bit a byte, for checks that read a URL byte by byte.
struct ASCIIByteSet: Hashable, Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0

  /// The set of a text's ASCII bytes.
  ///
  /// - Parameter characters: The characters; bytes of 128 or more are left out.
  init(_ characters: String) {
    for byte in characters.utf8 where byte < 128 {
      if byte < 64 { low |= 1 << byte } else { high |= 1 << (byte - 64) }
    }
  }

  /// Whether a byte is in the set (never for a byte of 128 or more).
  func contains(_ byte: UInt8) -> Bool {
    byte < 64 ? low & (1 << byte) != 0 : byte < 128 && high & (1 << (byte - 64)) != 0
  }
}
