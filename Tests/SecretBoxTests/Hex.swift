import Foundation

extension Data {
  /// Bytes from hexadecimal text such as `"00ff"`; spaces are ignored.
  init(hex: String) {
    let digits = Array(hex.filter { !$0.isWhitespace })
    self.init(
      stride(from: 0, to: digits.count, by: 2).map {
        UInt8(String(digits[$0...$0 + 1]), radix: 16)!
      }
    )
  }

  /// The bytes as lower-case hexadecimal text.
  var hex: String { map { String(format: "%02x", $0) }.joined() }
}
