import TerminalEscaping
import TestSupport
import Testing

/// The one escaping rule the shell and navlint share: exactly the controls, separators and
/// bidirectional formatting characters become visible escapes, and nothing else changes.
struct TerminalTextTests {
  @Test func everyControlAndBidiCharacterIsShownAsAnEscape() {
    #expect(EscapedScalars.all.count == 32 + 33 + 5 + 5 + 4)
    for scalar in EscapedScalars.all {
      let hex = String(scalar.value, radix: 16)
      #expect(TerminalText.escaped("a\(Character(scalar))b") == "a\\u{\(hex)}b")
    }
    #expect(
      TerminalText.escaped("\u{1B}]0;owned\u{7}\u{1B}[2J") == "\\u{1b}]0;owned\\u{7}\\u{1b}[2J")
    #expect(TerminalText.escaped("line\r\nforged") == "line\\u{d}\\u{a}forged")
  }

  @Test func noOtherScalarIsEscaped() {
    let expected = Set(EscapedScalars.all.map(\.value))
    let wrong = (UInt32(0)...0x10FFFF).filter { value in
      guard let scalar = Unicode.Scalar(value) else { return false }
      return TerminalText.needsEscape(scalar) != expected.contains(value)
    }
    #expect(wrong == [])
  }

  @Test func otherTextIsKeptAsItIs() {
    let text = "Frieren — 葬送のフリーレン 👩‍👩‍👧 café \\u{1b} ZWSP\u{200B} ‹›"
    #expect(TerminalText.escaped(text) == text)
    #expect(TerminalText.escaped("") == "")
  }
}
