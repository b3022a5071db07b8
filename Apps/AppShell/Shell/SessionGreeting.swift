import Foundation
import TerminalEscaping

/// What an interactive session says before its first screen when it saves (not with
/// `--fresh`): the data directory it uses, and whether it resumed the state saved there.
package struct SessionGreeting: Hashable, Sendable {
  /// Where the session's state comes from.
  package enum Start: String, Hashable, Sendable, CaseIterable {
    /// The state saved in the data directory.
    case resumed
    /// The sample data: nothing was saved there yet.
    case nothingSaved
    /// The sample data: what was saved there could not be read, or a newer `hoist` wrote it
    /// (the lines before the greeting say which, and what was kept).
    case notRead
  }

  /// The data directory, as an absolute path.
  package var directory: String
  /// Where the state comes from.
  package var start: Start

  package init(directory: String, start: Start) {
    self.directory = directory
    self.start = start
  }

  /// Whether the session resumed saved state.
  package var resumed: Bool { start == .resumed }

  /// The text lines, for standard output before the first screen: each ends in a line break,
  /// and a blank line follows. The path is escaped for the terminal.
  package var text: String {
    let how =
      switch start {
      case .resumed:
        "Resumed the state saved there (--fresh starts from the sample data and saves nothing)."
      case .nothingSaved:
        "Nothing was saved there yet: starting from the sample data; changes are saved there."
      case .notRead:
        "Its saved state was not read (see above): starting from the sample data."
      }
    return "Data directory: \(TerminalText.escaped(directory))\n\(how)\n\n"
  }

  /// The JSON line, for standard error in `--json` mode (standard output holds only screens),
  /// with its line break: `{"session":{"dataDirectory":"…","resumed":true,"start":"resumed"}}`.
  package var json: String {
    struct Session: Encodable {
      var dataDirectory: String
      var resumed: Bool
      var start: String
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let session = Session(dataDirectory: directory, resumed: resumed, start: start.rawValue)
    guard let data = try? encoder.encode(["session": session]) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
