import AppShell
import AppShellTestSupport
import Foundation
import Testing

/// An interactive session that saves says, before its first screen, which data directory it
/// uses and whether it resumed the state saved there; scripts and `--fresh` say nothing new.
@MainActor
struct SessionGreetingTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-greeting-\(UUID().uuidString)", isDirectory: true)

  private func interactive(_ options: [String] = [], _ script: String = "quit\n") -> HoistRun {
    HoistRun.run(
      ["--data-dir", directory.path] + options, input: Array(script.utf8), terminal: true)
  }

  @Test func theFirstSessionSaysWhereItSavesAndThatNothingWasThere() {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = interactive([], "tab notes\nquit\n")
    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix(
        "Data directory: \(directory.path)\n"
          + "Nothing was saved there yet: starting from the sample data; changes are saved there.\n"
          + "\n[Library] Search Notes Settings\n"))
    #expect(run.errors == "")
  }

  @Test func theNextSessionSaysItResumed() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(interactive([], "tab notes\nquit\n").status == 0)
    let run = interactive()
    #expect(
      run.output.hasPrefix(
        "Data directory: \(directory.path)\n"
          + "Resumed the state saved there (--fresh starts from the sample data and saves nothing).\n"
          + "\nLibrary Search [Notes] Settings\n"))
  }

  @Test func aStateThatCannotBeReadIsNotResumed() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: directory.appendingPathComponent("state.json"))
    let run = interactive()
    #expect(run.status == 0)
    #expect(
      run.output.hasPrefix(
        "Data directory: \(directory.path)\n"
          + "Its saved state was not read (see above): starting from the sample data.\n\n"))
    #expect(run.errors.hasPrefix("hoist: "))
  }

  @Test func jsonSaysItOnStandardErrorAndLeavesTheScreensAlone() {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = interactive(["--json"], "tab notes\n")
    #expect(
      first.errors
        == #"{"session":{"dataDirectory":""# + directory.path
        + #"","resumed":false,"start":"nothingSaved"}}"# + "\nhoist> hoist> \n")
    let lines = first.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix(#"{"alert":null,"#) == true)
    let second = interactive(["--json"], "")
    #expect(second.errors.hasPrefix(#"{"session":{"dataDirectory":"#))
    #expect(second.errors.contains(#""resumed":true,"start":"resumed"}}"#))
  }

  @Test func scriptsAndFreshSessionsSayNothingNew() {
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = HoistRun.run(["--data-dir", directory.path], script: "tab notes\n")
    #expect(script.output.hasPrefix("> tab notes\n"))
    let fresh = HoistRun.run(["--fresh"], input: Array("quit\n".utf8), terminal: true)
    #expect(fresh.output.hasPrefix("[Library] Search Notes Settings\n"))
  }

  @Test func aPathWithAControlCharacterIsEscapedInText() {
    let greeting = SessionGreeting(directory: "/tmp/a\u{1b}[2Jb", start: .nothingSaved)
    #expect(greeting.text.hasPrefix("Data directory: /tmp/a\\u{1b}[2Jb\n"))
    #expect(
      greeting.json
        == #"{"session":{"dataDirectory":"/tmp/a\u001b[2Jb","resumed":false,"start":"nothingSaved"}}"#
        + "\n")
  }
}
