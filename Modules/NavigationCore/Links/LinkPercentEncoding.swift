/// Percent-encoding of link values, byte by byte, with UTF-8 checked by the decoder itself.
///
/// Decoding turns each `%` and two hex digits into its byte, keeps every other byte (a `%`
/// without two hex digits is itself), and accepts the result only when it is well-formed UTF-8
/// (no overlong forms, no encoded surrogates, no cut sequences). Every scalar survives, a
/// leading U+FEFF included: nothing is read as a byte-order mark. Encoding keeps RFC 3986's
/// unreserved characters and percent-encodes every other byte in upper-case hex.
enum LinkPercentEncoding {
  /// The decoded text of a raw segment or query part.
  ///
  /// - Parameter raw: The part as typed.
  /// - Returns: The text, or `nil` when its bytes are not UTF-8.
  /// - Complexity: O(*n*) for *n* bytes; a part without `%` is returned without decoding.
  static func decode(_ raw: Substring) -> String? {
    let utf8 = raw.utf8
    guard utf8.contains(UInt8(ascii: "%")) else { return String(raw) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "%") {
        let first = utf8.index(after: index)
        if first < utf8.endIndex, let high = hexValue(utf8[first]) {
          let second = utf8.index(after: first)
          if second < utf8.endIndex, let low = hexValue(utf8[second]) {
            bytes.append(high << 4 | low)
            index = utf8.index(after: second)
            continue
          }
        }
      }
      bytes.append(byte)
      index = utf8.index(after: index)
    }
    guard isUTF8(bytes) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A value percent-encoded except for RFC 3986's unreserved characters.
  ///
  /// - Parameter text: The value.
  /// - Returns: The encoded text.
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  static func encode(_ text: String) -> String {
    let utf8 = text.utf8
    guard !utf8.allSatisfy(unreserved.contains) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count * 3)
    for byte in utf8 {
      if unreserved.contains(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether bytes are well-formed UTF-8, by the standard library's strict decoder.
  static func isUTF8(_ bytes: [UInt8]) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return true
      case .error: return false
      }
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  /// RFC 3986's unreserved characters: letters, digits, `-`, `.`, `_` and `~`.
  static let unreserved = ASCIIByteSet(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
