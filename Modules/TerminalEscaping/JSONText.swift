import Foundation

/// JSON as `hoist`, `navlint` and `hoist-bench` print it: one object a line that every line
/// reader keeps whole.
///
/// `JSONEncoder` writes U+2028 (line separator), U+2029 (paragraph separator) and U+0085
/// (next line) raw inside strings: valid JSON, but readers that split lines on them (many
/// JavaScript and Python line readers) cut one object into several. Every `--json` output
/// goes through ``lineSafe(_:)``, which writes them as `\u2028`, `\u2029` and `\u0085`.
package enum JSONText {
  /// Encoded JSON as text, with U+2028, U+2029 and U+0085 escaped.
  ///
  /// Outside strings JSON holds only ASCII, so each of them is inside a string, where the
  /// escape means the same character.
  ///
  /// - Parameter data: UTF-8 JSON, as `JSONEncoder` or `JSONSerialization` made it.
  /// - Returns: The same JSON value as text, with no line-breaking character but `\n` after
  ///   it (none, for compact output).
  /// - Complexity: O(*n*) in the bytes.
  package static func lineSafe(_ data: Data) -> String {
    lineSafe(String(decoding: data, as: UTF8.self))
  }

  /// JSON text with U+2028, U+2029 and U+0085 escaped (see ``lineSafe(_:)-(Data)``).
  ///
  /// - Parameter text: JSON text.
  /// - Returns: The text with those three escaped.
  package static func lineSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isLineBreaking) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isLineBreaking(scalar) {
        let hex = scalar.value == 0x85 ? "0085" : String(scalar.value, radix: 16)
        result.append(contentsOf: "\\u\(hex)".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  private static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x85
  }
}
