import AppShell
import AppShellTestSupport
import Foundation
import MangaCatalog
import NavigationCore
import NavigationRouter
import TerminalEscaping
import TestSupport
import Testing
import UserData

/// What a terminal shows is what the data says: no field of a screen writes a control sequence,
/// reorders text or forges a line (the rule itself is tested in TerminalEscapingTests).
@MainActor
struct TextRendererEscapingTests {
  /// A frame whose every text field holds `value`: with a sheet over the screen, or (with
  /// `columns`) in the regular layout's columns.
  static func frame(every value: String, columns: Bool) throws -> ShellFrame {
    let app = try HoistApp(catalog: Catalog.bundled(), userData: .sample)
    if columns {
      app.setLayout(.regular)
      _ = try app.execute(.tapLabel("One Piece"))
    }
    var frame = app.frame(message: value)
    let intent = AnyIntent(feature: "test", "tap")
    let screen = Screen(
      title: value, state: .missing, body: value,
      rows: [ScreenRow(value, detail: value, intent: intent)],
      actions: [ScreenAction(value, intent: intent)],
      textInput: TextInput(label: value, text: value) { _ in intent })
    frame.screen = screen
    frame.alert = AlertRequest(
      title: value, message: value, confirmLabel: value, cancelLabel: value, confirm: intent)
    frame.titles = [value, value]
    if columns {
      frame.columns = try #require(frame.columns).map { column in
        var column = column
        column.screen = screen
        column.selection = value
        return column
      }
    } else {
      frame.modals = [.init(style: .sheet, titles: [value, value])]
    }
    return frame
  }

  @Test(arguments: EscapedScalars.all)
  func noFieldOfATextScreenWritesAControlCharacter(_ scalar: Unicode.Scalar) throws {
    for columns in [false, true] {
      let plain = TextRenderer.render(try Self.frame(every: "xy", columns: columns), width: 1000)
      let hostile = TextRenderer.render(
        try Self.frame(every: "x\(Character(scalar))y", columns: columns), width: 1000)
      let hex = String(scalar.value, radix: 16)
      // Every field shows the escape where the plain frame shows the value, line for line; a
      // body's line feed starts a line of the body.
      if scalar == "\n" {
        #expect(hostile.contains("x\\u{a}y (missing)"))
        #expect(
          hostile.components(separatedBy: "\n").count > plain.components(separatedBy: "\n").count)
      } else if columns {
        // Columns pad to their widths: the same lines, each value escaped where it stood.
        let escaped = "x\\u{\(hex)}y"
        #expect(
          hostile.components(separatedBy: escaped).count
            == plain.components(separatedBy: "xy").count)
        #expect(
          hostile.components(separatedBy: "\n").count == plain.components(separatedBy: "\n").count)
      } else {
        #expect(hostile == plain.replacingOccurrences(of: "xy", with: "x\\u{\(hex)}y"))
      }
      #expect(!hostile.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscape($0) })
    }
  }

  @Test func onlyABodysLineFeedsStartLines() throws {
    let plain = TextRenderer.render(try Self.frame(every: "xy", columns: false))
    let hostile = TextRenderer.render(try Self.frame(every: "x\ny", columns: false))
    let body = "# x\\u{a}y (missing)\nx\ny\n"
    #expect(hostile.contains(body))
    #expect(
      hostile.replacingOccurrences(of: body, with: "# xy (missing)\nxy\n")
        == plain.replacingOccurrences(of: "xy", with: "x\\u{a}y")
        .replacingOccurrences(of: "# x\\u{a}y (missing)\nx\\u{a}y\n", with: "# xy (missing)\nxy\n"))
  }

  @Test func aHostileNoteTitleIsShownEscapedInTheNotesList() throws {
    var userData = UserDataState.sample
    let hostile = "\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}txt.exe\nforged line"
    userData.notes[0].title = hostile
    userData.notes[0].body = hostile
    let run = try Transcript.run("tab notes\ntap 1", userData: userData)
    #expect(!run.output.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscape($0) })
    let shown = "\\u{1b}]0;owned\\u{7}\\u{1b}[2J\\u{202e}txt.exe\\u{a}forged line"
    #expect(run.output.contains("  1. \(shown)"))
    #expect(run.output.contains("# \(shown)\n"))
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func errorsEchoingInputAreEscapedToo() throws {
    let run = try Transcript.run("tap \u{1B}[2J\u{9B}x", keepGoing: true)
    #expect(
      run.errors
        == "error: line 1: tap \\u{1b}[2J\\u{9b}x: no row or action labelled '\\u{1b}[2J\\u{9b}x' on this screen\n"
    )
  }

  @Test func theHelpListKeepsItsLines() throws {
    let run = try Transcript.run("help")
    #expect(run.output.hasPrefix("> help\n» Commands:\n  tap N | tap LABEL | N "))
  }

  @Test func aStateTheTitleAlreadySaysIsNotRepeated() throws {
    let run = try Transcript.run("open mangareader://series/nope")
    #expect(run.output.contains("# Series not found\n"))
    #expect(!run.output.contains("(not found)"))
  }
}
