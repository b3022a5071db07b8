import AppShellTestSupport
import Foundation
import NavigationCore
import TerminalEscaping
import Testing

/// Issue 24, "Every text a terminal shows is escaped": a value composed into a body (a search
/// query, a link's ID) is escaped before it is composed, so its line feeds never become lines;
/// JSON lines escape the characters that line readers split on.
@MainActor
struct ComposedTextEscapingTests {
  @Test func aLineFeedInASearchQueryPrintsNoLineOfItsOwn() {
    let run = HoistRun.run(
      ["--fresh", "open", "mangareader://search?q=a%0A%0A%5BLibrary%5D%20fake"], script: "")
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!lines.contains { $0.hasPrefix("[Library] fake") })
    #expect(lines.contains("No series match “a\\u{a}\\u{a}[Library] fake”."))
  }

  @Test func aQueryOnTheResultsScreenIsOneLineInText() {
    let run = HoistRun.run(
      ["--fresh"], script: "open mangareader://search?q=one%0Dtwo%0Athree\n")
    #expect(run.output.contains("No series match “one\\u{d}two\\u{a}three”.\n"))
  }

  @Test(arguments: [("%E2%80%A8", "\\u2028"), ("%E2%80%A9", "\\u2029"), ("%C2%85", "\\u0085")])
  func jsonLinesEscapeTheCharactersLineReadersSplitOn(encoded: String, escape: String) throws {
    let run = HoistRun.run(
      ["--fresh", "--json", "open", "mangareader://search?q=a\(encoded)b"], script: "")
    #expect(run.status == 0)
    let splitters: Set<Unicode.Scalar> = ["\u{2028}", "\u{2029}", "\u{85}"]
    #expect(!run.output.unicodeScalars.contains { splitters.contains($0) })
    #expect(run.output.contains(escape))
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(object.isEmpty == false)
  }

  @Test func jsonTextEscapesOnlyTheThreeSplitters() {
    #expect(
      JSONText.lineSafe(#"{"a":"x\#u{2028}y\#u{2029}z\#u{85}w\#u{7f}é"}"#)
        == #"{"a":"x\u2028y\u2029z\u0085w\#u{7f}é"}"#)
    #expect(JSONText.lineSafe(Data(#"["plain"]"#.utf8)) == #"["plain"]"#)
  }

  @Test func inlineEscapesWhatTheTerminalEscapes() {
    for value in UInt32(0)...0x3000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(Screen.escapesInline(scalar) == TerminalText.needsEscape(scalar), "U+\(value)")
    }
    #expect(Screen.inline("a\nb\u{202e}c") == "a\\u{a}b\\u{202e}c")
    #expect(Screen.inline("plain “quoted” text") == "plain “quoted” text")
  }
}
