import Foundation
import NavigationCore

/// Parses one line of a `hoist` script into a command.
///
/// Grammar (docs/SHELL.md, "Usage"): `tap N`, `tap LABEL`, a bare number, `type TEXT`,
/// `doubletap N|LABEL`, `open URL`, `back`, `dismiss`, `tab NAME`, `confirm`, `cancel`, `show`, `quit`,
/// `layout compact|regular`, `choose COLUMN N|LABEL`; blank lines
/// and lines starting with `#` are skipped. Command words are case-insensitive.
package enum ShellCommandParser {
  /// The longest URL `open` takes, in bytes: 4 KiB, more than any link of this app needs.
  package static let maximumURLLength = 4_096

  /// The longest text `type` takes, in bytes: 16 KiB, room for a long note; a search query
  /// or passcode is far shorter, and matching time grows with the query.
  package static let maximumTextLength = 16_384

  /// Parses one line.
  ///
  /// - Parameter line: The line, without its newline.
  /// - Returns: The command, or `nil` for a blank line or a comment.
  /// - Throws: ``ShellError/unknownCommand(_:)`` or ``ShellError/missingArgument(command:usage:)``
  ///   or ``ShellError/unexpectedArgument(command:argument:)``.
  package static func parse(_ line: String) throws(ShellError) -> ShellCommand? {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
    let word: String
    let rest: String
    if let space = trimmed.firstIndex(where: \.isWhitespace) {
      word = String(trimmed[..<space])
      rest = trimmed[space...].trimmingCharacters(in: .whitespaces)
    } else {
      word = trimmed
      rest = ""
    }
    if let number = Int(word), rest.isEmpty {
      return .tapNumber(number)
    }
    switch word.lowercased() {
    case "tap":
      guard !rest.isEmpty else {
        throw .missingArgument(command: "tap", usage: "tap N | tap LABEL")
      }
      if let number = Int(rest) { return .tapNumber(number) }
      return .tapLabel(rest)
    case "doubletap":
      guard !rest.isEmpty else {
        throw .missingArgument(command: "doubletap", usage: "doubletap N | doubletap LABEL")
      }
      return .doubleTap(rest)
    case "type":
      guard !rest.isEmpty else { throw .missingArgument(command: "type", usage: "type TEXT") }
      guard rest.utf8.count <= maximumTextLength else {
        throw .tooLong(what: "the text", limit: maximumTextLength, length: rest.utf8.count)
      }
      return .type(rest)
    case "link":
      // `link URL` opens, as it always did; `link` alone prints the screen's link.
      switch rest {
      case "": return .link(.custom)
      case "--https": return .link(.https)
      default: return .open(rest)
      }
    case "window":
      return try window(rest)
    case "windows":
      return try bare(.window(.list), word, rest)
    case "open":
      guard !rest.isEmpty else { throw .missingArgument(command: "open", usage: "open URL") }
      guard rest.utf8.count <= maximumURLLength else {
        throw .tooLong(what: "the URL", limit: maximumURLLength, length: rest.utf8.count)
      }
      return .open(rest)
    case "tab":
      guard !rest.isEmpty else { throw .missingArgument(command: "tab", usage: "tab NAME") }
      return .tab(rest.lowercased())
    case "layout":
      guard !rest.isEmpty else {
        throw .missingArgument(command: "layout", usage: "layout compact | layout regular")
      }
      return .layout(rest)
    case "choose":
      let parts = rest.split(separator: " ", maxSplits: 1).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard parts.count == 2, !parts[1].isEmpty else {
        throw .missingArgument(command: "choose", usage: "choose COLUMN N | choose COLUMN LABEL")
      }
      return .choose(column: parts[0], target: parts[1])
    case "back": return try bare(.back, word, rest)
    case "dismiss": return try bare(.dismiss, word, rest)
    case "confirm": return try bare(.confirm, word, rest)
    case "cancel": return try bare(.cancel, word, rest)
    case "show": return try bare(.show, word, rest)
    case "help", "?": return try bare(.help, word, rest)
    case "quit", "exit": return try bare(.quit, word, rest)
    default:
      throw .unknownCommand(word)
    }
  }

  private static func window(_ rest: String) throws(ShellError) -> ShellCommand {
    let usage = "window new | window N | window close N"
    let words = rest.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    switch words.count {
    case 0: throw .missingArgument(command: "window", usage: usage)
    case 1 where words[0] == "new": return .window(.new)
    case 1 where words[0] == "close":
      throw .missingArgument(command: "window close", usage: "window close N")
    case 1:
      guard let number = windowNumber(words[0]) else {
        throw .badArgument(command: "window", argument: words[0], usage: usage)
      }
      return .window(.show(number))
    case 2 where words[0] == "close":
      guard let number = windowNumber(words[1]) else {
        throw .badArgument(command: "window close", argument: words[1], usage: "window close N")
      }
      return .window(.close(number))
    default:
      throw .badArgument(
        command: "window", argument: words.joined(separator: " "), usage: usage)
    }
  }

  /// A window number: ASCII digits only (no sign), small enough for an `Int`.
  private static func windowNumber(_ word: String) -> Int? {
    guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(word)
  }

  private static func bare(_ command: ShellCommand, _ word: String, _ rest: String)
    throws(ShellError) -> ShellCommand
  {
    guard rest.isEmpty else { throw .unexpectedArgument(command: word, argument: rest) }
    return command
  }

  /// What `help` prints: every command of ``ShellCommandSyntax/all``, one a line.
  package static let helpText = "Commands:\n" + ShellCommandSyntax.table
}
