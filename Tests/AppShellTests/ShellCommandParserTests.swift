import AppShell
import Testing

struct ShellCommandParserTests {
  @Test(arguments: [
    ("tap 3", ShellCommand.tapNumber(3)),
    ("3", .tapNumber(3)),
    ("  12  ", .tapNumber(12)),
    ("tap Next page", .tapLabel("Next page")),
    ("TAP  continue reading ", .tapLabel("continue reading")),
    ("type One Piece", .type("One Piece")),
    ("open mangareader://series/op", .open("mangareader://series/op")),
    ("back", .back),
    ("Dismiss", .dismiss),
    ("tab Notes", .tab("notes")),
    ("confirm", .confirm),
    ("cancel", .cancel),
    ("show", .show),
    ("help", .help),
    ("tab\u{00A0}notes", .tab("notes")),
    ("quit", .quit),
  ])
  func parsesEachCommand(line: String, command: ShellCommand) throws {
    #expect(try ShellCommandParser.parse(line) == command)
  }

  @Test(arguments: ["", "   ", "# a comment", "  # indented comment"])
  func skipsBlankLinesAndComments(line: String) throws {
    #expect(try ShellCommandParser.parse(line) == nil)
  }

  @Test func rejectsUnknownCommandsNamingThem() {
    #expect(throws: ShellError.unknownCommand("jump")) { try ShellCommandParser.parse("jump 3") }
    #expect(
      ShellError.unknownCommand("jump").description
        == "unknown command 'jump'; commands: tap, doubletap, type, open, link, back, dismiss, tab, "
        + "confirm, cancel, show, help, quit, layout, choose, window, windows")
  }

  @Test func rejectsMissingAndExtraArguments() {
    #expect(throws: ShellError.missingArgument(command: "tap", usage: "tap N | tap LABEL")) {
      try ShellCommandParser.parse("tap")
    }
    #expect(throws: ShellError.missingArgument(command: "type", usage: "type TEXT")) {
      try ShellCommandParser.parse("type   ")
    }
    #expect(throws: ShellError.unexpectedArgument(command: "back", argument: "twice")) {
      try ShellCommandParser.parse("back twice")
    }
    #expect(
      ShellError.unexpectedArgument(command: "back", argument: "twice").description
        == "'back' takes no argument, got 'twice'")
  }

  @Test(arguments: [
    ("window abc", "'window' got 'abc'; expected window new | window N | window close N"),
    ("window +1", "'window' got '+1'; expected window new | window N | window close N"),
    ("window 1.5", "'window' got '1.5'; expected window new | window N | window close N"),
    (
      "window 99999999999999999999",
      "'window' got '99999999999999999999'; expected window new | window N | window close N"
    ),
    (
      "window new extra",
      "'window' got 'new extra'; expected window new | window N | window close N"
    ),
    ("window close", "'window close' needs an argument: window close N"),
    ("window close x", "'window close' got 'x'; expected window close N"),
    ("window", "'window' needs an argument: window new | window N | window close N"),
  ])
  func badWindowArgumentsAreNamed(line: String, message: String) {
    do {
      _ = try ShellCommandParser.parse(line)
      Issue.record("'\(line)' parsed")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func windowNumbersParse() throws {
    #expect(try ShellCommandParser.parse("window 2") == .window(.show(2)))
    #expect(try ShellCommandParser.parse("window close 3") == .window(.close(3)))
  }

  @Test func windowsLineEndingsAreNotPartOfTheCommand() throws {
    #expect(try ShellCommandParser.parse("tab notes\r") == .tab("notes"))
  }

  @Test func layoutAndChooseTakeTheirArguments() throws {
    #expect(try ShellCommandParser.parse("layout regular") == .layout("regular"))
    #expect(
      try ShellCommandParser.parse("choose sidebar 2") == .choose(column: "sidebar", target: "2"))
    #expect(
      try ShellCommandParser.parse("Choose content  Add to list")
        == .choose(column: "content", target: "Add to list"))
    #expect(
      throws: ShellError.missingArgument(
        command: "layout", usage: "layout compact | layout regular")
    ) { try ShellCommandParser.parse("layout") }
    #expect(
      throws: ShellError.missingArgument(
        command: "choose", usage: "choose COLUMN N | choose COLUMN LABEL")
    ) { try ShellCommandParser.parse("choose sidebar") }
  }
}
