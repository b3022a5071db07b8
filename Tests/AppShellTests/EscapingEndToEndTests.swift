import AppShell
import AppShellTestSupport
import Foundation
import TerminalEscaping
import TestSupport
import Testing

/// Issue 11, "What a terminal shows is what the data says", end to end: every control,
/// separator and bidi character, fed through every input surface a user or a link reaches
/// (typed note text, typed search text, link IDs and queries, commands, command-line
/// arguments, the saved state read back by `state show`), never reaches standard output or
/// standard error as itself; only line feeds that end hoist's own lines do.
@MainActor
struct EscapingEndToEndTests {
  /// The scalars ``TerminalText`` must escape, written out in TestSupport.
  nonisolated static let scalars = EscapedScalars.all

  /// The percent-encoded UTF-8 of a scalar, for a URL.
  static func percentEncoded(_ scalar: Unicode.Scalar) -> String {
    String(Character(scalar)).utf8.map { String(format: "%%%02X", $0) }.joined()
  }

  /// The scalars in a run's output that a terminal would act on.
  static func raw(in run: HoistRun) -> [Unicode.Scalar] {
    (run.output + run.errors).unicodeScalars.filter { $0 != "\n" && TerminalText.needsEscape($0) }
  }

  /// A script in which every typed, linked and commanded value holds the scalar.
  static func script(with scalar: Unicode.Scalar) -> String {
    let c = String(Character(scalar))
    let p = percentEncoded(scalar)
    // A line feed typed into a script ends the line, so it reaches values through links only.
    let typed = scalar == "\n" ? "" : c
    return [
      "tab notes", "tap New note", "type Title\(typed)end", "back",
      "tab search", "type query\(typed)end",
      "open mangareader://search?q=x\(p)y",
      "open mangareader://series/op\(p)x",
      "open mangareader://series/op?chapter=1\(p)",
      "open fieldnotes://note/note\(p)1",
      "open https://hoist.example/series/op\(p)",
      "tap row\(typed)label", "tab lib\(typed)rary", "bogus\(typed)command",
      "show",
    ].joined(separator: "\n") + "\n"
  }

  @Test(arguments: scalars)
  func noInputSurfaceWritesTheCharacterItself(_ scalar: Unicode.Scalar) throws {
    let text = HoistRun.run(["--fresh", "--keep-going"], script: Self.script(with: scalar))
    #expect(Self.raw(in: text) == [], "text mode, U+\(String(scalar.value, radix: 16))")
    // The run did the work: the search link reached the search screen.
    #expect(text.output.contains("open mangareader://search?q=x"))

    let json = HoistRun.run(
      ["--fresh", "--keep-going", "--json"], script: Self.script(with: scalar))
    for line in json.output.split(separator: "\n") {
      #expect(
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil,
        "not a JSON line: \(line.prefix(80))")
    }
  }

  @Test(arguments: scalars)
  func commandLineArgumentsAreEchoedEscaped(_ scalar: Unicode.Scalar) {
    let c = String(Character(scalar))
    for arguments in [
      ["--bog\(c)us"],
      ["--fresh", "open", "mangareader://series/op\(Self.percentEncoded(scalar))"],
      ["--fresh", "--layout", "wide\(c)"], ["--fresh", "open", "not a\(c) url"],
      ["--fresh", "links", "check", "no-such-links-file\(c).txt"],
      ["--fresh", "graph", "--depth", "x\(c)"], ["--fresh", "run", "no-such-script\(c).hoist"],
    ] {
      let run = HoistRun.run(arguments, script: "")
      #expect(Self.raw(in: run) == [], "arguments \(arguments.map(TerminalText.escaped))")
    }
    // An unknown option is a usage error, named escaped.
    let unknown = HoistRun.run(["--bog\(c)us"], script: "")
    #expect(unknown.status == 2)
    #expect(unknown.errors.contains("--bog\(TerminalText.escaped(c))us"))
  }

  @Test(arguments: scalars)
  func stateShowWritesSavedValuesEscaped(_ scalar: Unicode.Scalar) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-escaping-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let typed = scalar == "\n" ? "" : String(Character(scalar))
    let p = Self.percentEncoded(scalar)
    let save = HoistRun.run(
      ["--data-dir", directory.path, "--keep-going"],
      script: "tab search\ntype saved\(typed)query\nopen mangareader://search?q=s\(p)\n")
    #expect(Self.raw(in: save) == [])
    let show = HoistRun.run(["--data-dir", directory.path, "state", "show"], script: "")
    #expect(show.status == 0)
    #expect(Self.raw(in: show) == [], "state show, U+\(String(scalar.value, radix: 16))")
    #expect(show.output.contains("search"))
  }
}
