import AppShell
import AppShellTestSupport
import Foundation
import Testing

/// The `hoist` tool run in-process on input bytes: limits, interactive sessions, and what a
/// person sees at the prompt.
@MainActor
struct HoistToolTests {
  private func hoist(
    _ arguments: [String], input: [UInt8], terminal: Bool = false, failWrites: String? = nil
  ) -> HoistRun {
    HoistRun.run(["--fresh"] + arguments, input: input, terminal: terminal, failWrites: failWrites)
  }

  private func hoist(_ arguments: [String], _ input: String, terminal: Bool = false) -> HoistRun {
    hoist(arguments, input: Array(input.utf8), terminal: terminal)
  }

  // MARK: - Limits

  @Test func aLineOver64KiBStopsTheScriptNamingTheLine() {
    let run = hoist([], input: Array("show\n".utf8) + [UInt8](repeating: 0, count: 70_000))
    #expect(run.status == 2)
    #expect(
      run.errors
        == "hoist: cannot read the script 'standard input': line 2 is longer than 65536 bytes "
        + "(64 KiB), the longest line hoist reads\n")
    #expect(run.output.hasPrefix("> show\n"))
  }

  @Test func standardInputThatIsNotUTF8IsRefusedNamingTheLine() {
    let run = hoist(
      ["--json"], input: Array("tab notes\n".utf8) + [0xFF, 0x0A] + Array("tap 1\n".utf8))
    #expect(run.status == 2)
    #expect(
      run.errors == "hoist: cannot read the script 'standard input': line 2 is not UTF-8 text\n")
    #expect(run.output.split(separator: "\n").count == 1)
  }

  @Test(arguments: ["\u{2028}", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2029}"])
  func aSeparatorOtherThanALineFeedNeverStartsACommand(_ separator: String) {
    let run = hoist(["--json", "--keep-going"], "tab notes\nnope\(separator)tab settings\nnope\n")
    #expect(run.status == 1)
    // Two errors, on lines 2 and 3; settings was never shown.
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(!run.output.contains(#""selectedTab":"settings""#))
    #expect(lines.last?.contains(#""command":"nope""#) == true)
    let text = hoist(
      ["--keep-going", "run", "-"], "tab notes\nnope\(separator)tab settings\nnope\n")
    #expect(
      text.errors.split(separator: "\n").map { $0.prefix(14) } == [
        "error: line 2:", "error: line 3:",
      ])
    #expect(!text.errors.contains(separator))
  }

  @Test func typedTextAndURLsHaveLimits() {
    let text = String(repeating: "a", count: ShellCommandParser.maximumTextLength + 1)
    let typed = hoist(["--keep-going"], "tab search\ntype \(text)\n")
    #expect(typed.status == 1)
    #expect(
      typed.errors
        == "error: line 2: type \(String(repeating: "a", count: 35))…: the text (16385 bytes) is "
        + "longer than 16384 bytes; shorten it\n")
    let url = "mangareader://series/" + String(repeating: "o", count: 4_096)
    let opened = hoist(["open", url], input: [])
    #expect(opened.status == 1)
    #expect(
      opened.errors
        == "error: open mangareader://series/\(String(repeating: "o", count: 14))…: the URL "
        + "(4117 bytes) is longer than 4096 bytes; shorten it\n")
    // The quoted prefix is escaped like any echoed input, and JSON quotes the same prefix.
    let escaped = hoist(["--json"], "type \u{1b}[2J" + String(repeating: "b", count: 17_000) + "\n")
    #expect(escaped.status == 1)
    #expect(
      escaped.output.contains(
        #""command":"type \u001b[2J"# + String(repeating: "b", count: 31) + "…\""))
    let plain = hoist([], "type \u{1b}[2J" + String(repeating: "b", count: 17_000) + "\n")
    #expect(
      plain.errors
        == "error: line 1: type \\u{1b}[2J\(String(repeating: "b", count: 31))…: the text "
        + "(17004 bytes) is longer than 16384 bytes; shorten it\n")
    let fits = String(repeating: "a", count: ShellCommandParser.maximumTextLength)
    #expect(hoist([], "tab search\ntype \(fits)\n").status == 0)
  }

  /// A script or links file is a regular file: a device, a FIFO (never waited on) or a
  /// directory is refused with exit 2; `-` reads standard input.
  @Test func onlyARegularFileIsReadAsAScript() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-special-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("fifo").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let hint = "; give a file, or - for standard input\n"
    let cases: [(path: String, reason: String)] = [
      ("/dev/null", "it is not a regular file (a character device)" + hint),
      (fifo, "it is not a regular file (a FIFO)" + hint),
      (folder.path, "it is a directory\n"),
    ]
    for (path, reason) in cases {
      let script = hoist(["run", path], input: [])
      #expect(script.status == 2)
      #expect(script.errors == "hoist: cannot read the script '\(path)': " + reason)
      let links = HoistRun.run(["links", "check", path], input: [])
      #expect(links.status == 2)
      #expect(links.errors == "hoist: cannot read the links file '\(path)': " + reason)
    }
  }

  @Test func aFailedWriteToStandardOutputStopsWithExitOne() {
    let run = hoist(
      [], input: Array("show\ntab notes\n".utf8), failWrites: "No space left on device")
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(run.errors == "hoist: cannot write to standard output: No space left on device\n")
  }

  // MARK: - The shell for people

  @Test func helpAsACommandIsTheHelpOption() {
    let command = hoist(["help"], input: [])
    let option = hoist(["--help"], input: [])
    #expect(command.status == 0)
    #expect(command.output == option.output)
    #expect(command.output.contains("  help             print this help\n"))
  }

  @Test func ctrlDEndsAnInteractiveSessionOnAFreshLine() {
    let run = hoist([], "", terminal: true)
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("\nhoist> \n"))
  }

  @Test func arrowKeysAtThePromptSayLineEditingNeedsAWrapper() {
    let run = hoist([], "\u{1B}[A\n", terminal: true)
    #expect(run.status == 0)
    #expect(
      run.errors
        == "error: \\u{1b}[A: hoist reads plain lines and has no line editing (arrow keys, "
        + "history); for that, run it under a wrapper: rlwrap hoist\n")
  }

  @Test func interactiveJSONPrintsTheFirstScreenLikeText() {
    let run = hoist(["--json"], "tab notes\n", terminal: true)
    #expect(run.status == 0)
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.contains(#""tab":"library""#) == true)
    #expect(lines.last?.contains(#""tab":"notes""#) == true)
    #expect(run.errors == "hoist> hoist> \n")
  }

  @Test func interactiveLinesThatCannotBeReadAreErrorsAndTheSessionGoesOn() {
    let bytes = [0xFF, 0x0A] + Array("tab notes\nquit\n".utf8)
    let run = hoist([], input: bytes, terminal: true)
    #expect(run.status == 0)
    #expect(run.errors == "error: the line is not UTF-8 text\n")
    #expect(run.output.contains("[Notes]"))
  }

  // MARK: - Messages

  @Test func oneColumnOrOneRowIsNotARangeOfNumbers() {
    let run = hoist(["--keep-going"], "layout regular\nchoose 4 1\n")
    #expect(run.status == 1)
    #expect(
      run.errors
        == "error: line 2: choose 4 1: no column '4'; the only column is sidebar (or its number, 1)\n"
    )
    #expect(
      ShellError.noSuchRow(number: 4, count: 1).description
        == "no row 4: this screen has one row, number 1")
    #expect(
      ShellError.noSuchRow(number: 4, count: 2).description
        == "no row 4: this screen has rows 1 to 2")
  }
}
