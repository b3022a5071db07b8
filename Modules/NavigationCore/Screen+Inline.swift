extension Screen {
  /// A value from a link, a search or the user, made fit to sit inside a ``body`` composed
  /// around it: every line break and other control character is shown as a visible
  /// `\u{…}` escape (lower-case hexadecimal), so the value can never start a line of its own.
  ///
  /// A body's line feeds are its lines (a text view shows them as such), so a search for
  /// `a⏎⏎[Catalog] fake` interpolated as it is would print a line that looks like the app's
  /// own. Escape each value before composing, not the composed body:
  /// `"No product matches “\(Screen.inline(query))”."`.
  ///
  /// Escaped: C0 controls (U+0000–U+001F), DEL and C1 controls (U+007F–U+009F), the line and
  /// paragraph separators (U+2028, U+2029), and the bidirectional formatting characters
  /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069); everything else is kept.
  ///
  /// - Parameter value: The value as it came.
  /// - Returns: The value on one line.
  /// - Complexity: O(*n*) in the number of Unicode scalars.
  public static func inline(_ value: String) -> String {
    guard value.unicodeScalars.contains(where: escapesInline) else { return value }
    var result = ""
    for scalar in value.unicodeScalars {
      if escapesInline(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether ``inline(_:)`` escapes a scalar (the terminal's rule, kept equal by a test).
  package static func escapesInline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
