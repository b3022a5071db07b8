import AppShell
import Foundation
import TestSupport
import Testing

/// `help` in the shell, `hoist --help` and the docs' command table list the same commands, from
/// one list.
struct ShellCommandSyntaxTests {
  /// A line of each command, parsed to check that the parser knows the word.
  private static let samples: [ShellCommand.Name: String] = [
    .tap: "tap 1", .doubletap: "doubletap 1", .type: "type a", .open: "open x://y",
    .link: "link --https", .window: "window new", .windows: "windows", .back: "back",
    .dismiss: "dismiss", .tab: "tab notes", .confirm: "confirm", .cancel: "cancel",
    .show: "show", .help: "help", .quit: "quit", .layout: "layout regular",
    .choose: "choose 1 2",
  ]

  /// Whether `text` holds `word` as a command word: at a line's start or after `| `.
  private func lists(_ text: String, _ word: String) -> Bool {
    text.split(separator: "\n").contains { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      return (trimmed + " ").hasPrefix(word + " ") || line.contains("| \(word) ")
        || line.hasSuffix("| \(word)") || line.contains("| \(word)\n")
    }
  }

  @Test func everyCommandHasAnEntry() {
    #expect(Set(ShellCommandSyntax.all.flatMap(\.names)) == Set(ShellCommand.Name.allCases))
  }

  @Test(arguments: ShellCommand.Name.allCases)
  func everyCommandIsParsedAndListedInBothHelps(name: ShellCommand.Name) throws {
    let sample = try #require(Self.samples[name])
    #expect(try ShellCommandParser.parse(sample)?.name == name)
    #expect(lists(ShellCommandParser.helpText, name.rawValue))
    let script = try #require(HoistInvocation.usage.components(separatedBy: "Script commands").last)
    #expect(lists(script, name.rawValue))
  }

  @Test(arguments: ShellCommand.Name.allCases)
  func everyCommandIsInTheDocsTable(name: ShellCommand.Name) throws {
    let readme = try DocumentLocations.text(DocumentLocations.shellCommands)
    let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
    #expect(
      rows.contains { $0.contains("`\(name.rawValue)`") || $0.contains("`\(name.rawValue) ") })
  }

  @Test func bothHelpsListTheWindowCommands() {
    #expect(ShellCommandParser.helpText.contains("window new | window N"))
    #expect(ShellCommandParser.helpText.contains("\nwindows  "))
    #expect(HoistInvocation.usage.contains("window close N | windows |"))
    #expect(HoistInvocation.usage.contains("open URL | link URL |"))
  }

  @Test func helpPrintsOneCommandALine() {
    #expect(
      ShellCommandParser.helpText.split(separator: "\n").count
        == ShellCommandSyntax.all.count + 1)
    #expect(
      ShellCommandParser.helpText.hasPrefix(
        "Commands:\ntap N | tap LABEL | N   tap row or action N, or the one with that label\n"))
  }
}
