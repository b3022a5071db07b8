/// One entry of the shell's command reference: how a command is written and what it does.
///
/// ``all`` is the one list the in-shell `help` (``ShellCommandParser/helpText``) and
/// `hoist --help`'s script commands (``HoistInvocation/usage``) are built from, so they cannot
/// drift apart.
package struct ShellCommandSyntax: Hashable, Sendable {
  /// How the command is written, such as `tap N | tap LABEL | N`.
  package var usage: String
  /// What it does, in a few words.
  package var summary: String
  /// The command words this entry documents.
  package var names: [ShellCommand.Name]

  /// Every command, in the order `help` lists them; each ``ShellCommand/Name`` appears in at
  /// least one entry (a test checks).
  package static let all: [ShellCommandSyntax] = [
    .init("tap N | tap LABEL | N", "tap row or action N, or the one with that label", [.tap]),
    .init("doubletap N|LABEL", "tap it twice before the screen changes", [.doubletap]),
    .init("type TEXT", "type into the screen's text field", [.type]),
    .init("open URL | link URL", "open a deep link or universal link", [.open, .link]),
    .init("link [--https]", "print the link of this screen (--https: the universal link)", [.link]),
    .init("window new | window N", "open a window, or show window N", [.window]),
    .init("window close N", "close window N (not the last)", [.window]),
    .init("windows", "list the windows (* marks the one shown)", [.windows]),
    .init("back", "go back one screen", [.back]),
    .init("dismiss", "close the top sheet or full-screen cover", [.dismiss]),
    .init("tab NAME", "library, search, notes or settings (again: back to its root)", [.tab]),
    .init("confirm | cancel", "answer the alert", [.confirm, .cancel]),
    .init(
      "show | help | quit", "print the screen, this list, or end the session",
      [.show, .help, .quit]),
    .init(
      "layout compact|regular", "one stack, or columns side by side (a split view)", [.layout]),
    .init(
      "choose COLUMN N|LABEL", "in regular: tap in a column (sidebar, content, detail or 1-3)",
      [.choose]),
    .init("# comment", "a line that does nothing", []),
  ]

  private init(_ usage: String, _ summary: String, _ names: [ShellCommand.Name]) {
    self.usage = usage
    self.summary = summary
    self.names = names
  }

  /// The reference as `help` prints it: one command a line, usage and summary in columns.
  package static var table: String {
    let width = all.map(\.usage.count).max() ?? 0
    return all.map { entry in
      entry.usage + String(repeating: " ", count: width - entry.usage.count + 2) + entry.summary
    }.joined(separator: "\n")
  }

  /// The usages joined with ` | `, wrapped before `width` characters, each line after the first
  /// indented by `indent`, as `hoist --help` lists them.
  ///
  /// - Parameters:
  ///   - width: The longest line, in characters.
  ///   - indent: What starts each line after the first.
  /// - Returns: The wrapped list, without a final newline.
  package static func wrappedUsages(width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for (index, entry) in all.enumerated() {
      let piece = entry.usage + (index < all.count - 1 ? " |" : "")
      let prefix = lines.isEmpty ? "" : indent
      if !line.isEmpty, prefix.count + line.count + 1 + piece.count > width {
        lines.append(line)
        line = piece
      } else {
        line = line.isEmpty ? piece : line + " " + piece
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.enumerated().map { $0.offset == 0 ? $0.element : indent + $0.element }
      .joined(separator: "\n")
  }
}
