/// Makes user and outside data safe to write to a terminal or a CI log: what it shows is what
/// the data says.
///
/// The one escaping rule of the repository: the `hoist` shell (note titles and bodies, search
/// queries, link IDs, messages, labels, echoed commands) and `navlint` (file names, rule
/// names, configuration keys, echoed input) both write every such value through
/// ``escaped(_:)``, so data can never move the cursor, retitle or clear the terminal, reorder
/// the text around it, or forge a line of its own. This module has no dependencies, so a tool
/// may import it without importing the app.
package enum TerminalText {
  /// Shows control and direction-changing characters as visible `\u{…}` escapes.
  ///
  /// Escaped: C0 controls (U+0000–U+001F, including tab, line feed and carriage return), DEL
  /// (U+007F), C1 controls (U+0080–U+009F), the line and paragraph separators (U+2028,
  /// U+2029), and the bidirectional formatting characters of Unicode Standard Annex #9
  /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). Everything else, including
  /// other non-ASCII text, is kept. The escape is Swift's, in lower-case hexadecimal:
  /// ESC (U+001B) becomes `\u{1b}`.
  ///
  /// - Parameter text: Any text from data or input.
  /// - Returns: The text on one line, with nothing a terminal would act on.
  /// - Complexity: O(*n*) in the number of Unicode scalars.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether ``escaped(_:)`` escapes a scalar.
  ///
  /// - Parameter scalar: A Unicode scalar.
  /// - Returns: `true` for controls, separators and bidirectional formatting characters.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
