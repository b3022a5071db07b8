extension LinkTable {
  /// URL text with every byte a URL may not hold percent-encoded, so that `URLComponents`
  /// takes it as it is.
  ///
  /// Given a path or query with such a character (a raw non-ASCII letter, a space, `|`, `[`,
  /// a `%` without two hex digits), `URLComponents(string:)` percent-encodes the whole
  /// component again, its valid escapes included (`日本%2D1` would read as `日本%2D1`, not
  /// `日本-1`). Encoding only those bytes first keeps every escape decoding once; a `%` without
  /// two hex digits becomes `%25`, so it reads as itself, as it did alone. The scheme and the
  /// host are left as they are, for `URLComponents` to judge (a space there is no URL).
  ///
  /// - Parameter text: The URL as given.
  /// - Returns: `text` itself when every byte may be in a URL, else the escaped text.
  /// - Complexity: O(*n*) for *n* bytes; a URL that needs nothing is read once, in place.
  static func escapingBytesAURLMayNotHold(_ text: String) -> String {
    var text = text
    let escaped = text.withUTF8 { bytes -> String? in
      let authorityEnd = authorityEnd(in: bytes)
      guard !bytes.indices.allSatisfy({ mayHold(bytes, at: $0, authorityEnd: authorityEnd) })
      else { return nil }
      var escaped: [UInt8] = []
      escaped.reserveCapacity(bytes.count + 32)
      let hex = Array("0123456789ABCDEF".utf8)
      for index in bytes.indices {
        let byte = bytes[index]
        if mayHold(bytes, at: index, authorityEnd: authorityEnd) {
          escaped.append(byte)
        } else {
          escaped += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
        }
      }
      return String(decoding: escaped, as: UTF8.self)
    }
    return escaped ?? text
  }

  /// Whether a URL may hold a byte where it is: anything before the path, then RFC 3986's
  /// characters but `[` and `]` (an IPv6 host's), and `%` only before two hex digits.
  private static func mayHold(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, authorityEnd: Int
  ) -> Bool {
    guard index >= authorityEnd else { return true }
    let byte = bytes[index]
    if byte == UInt8(ascii: "%") {
      return index + 2 < bytes.count && isHexDigit(bytes[index + 1])
        && isHexDigit(bytes[index + 2])
    }
    return byte < 64
      ? urlBytesLow & (1 << byte) != 0 : byte < 128 && urlBytesHigh & (1 << (byte - 64)) != 0
  }

  /// The index after a URL's scheme and authority (`scheme://authority`), after its scheme
  /// without an authority, or 0 without a scheme.
  private static func authorityEnd(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return 0 }
    guard bytes.count > colon + 2, bytes[colon + 1] == UInt8(ascii: "/"),
      bytes[colon + 2] == UInt8(ascii: "/")
    else { return colon + 1 }
    let start = colon + 3
    return bytes[start...].firstIndex { $0 == 0x2F || $0 == 0x3F || $0 == 0x23 } ?? bytes.count
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }

  /// RFC 3986's characters other than `%`, `[` and `]`: letters, digits, `-._~`, `:/?#@` and
  /// `!$&'()*+,;=`, one bit an ASCII byte (0-63 and 64-127).
  private static let urlBytesLow: UInt64 = urlBytes.reduce(0) { $1 < 64 ? $0 | 1 << $1 : $0 }
  private static let urlBytesHigh: UInt64 = urlBytes.reduce(0) {
    $1 < 64 ? $0 : $0 | 1 << ($1 - 64)
  }
  private static let urlBytes = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#@!$&'()*+,;=".utf8)
}
