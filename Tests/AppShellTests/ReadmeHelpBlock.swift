import Foundation
import Testing

/// A program's help that a doc reproduces: the fenced block right after a
/// `<!-- help: COMMAND LINE -->` comment, such as `<!-- help: hoist --help -->`.
struct ReadmeHelpBlock: Sendable, CustomTestStringConvertible {
  /// The command line that prints the help, such as `hoist --help`.
  var command: String
  /// The block's lines, each ending in a line break, as the program prints them.
  var text: String
  /// The comment's line in its doc, from 1.
  var line: Int
  /// The doc that holds it, relative to the package root, such as `docs/SHELL.md`.
  var file = ""

  /// The program, the command line's first word (a product of this package).
  var program: String { command.split(separator: " ").first.map(String.init) ?? command }

  /// The arguments after the program.
  var arguments: [String] { command.split(separator: " ").dropFirst().map(String.init) }

  var testDescription: String { "\(command) (\(file))" }

  /// A help comment a doc cannot be read by.
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// The comment's next line does not open a fenced block.
    case noBlock(command: String, line: Int)
    /// The block the comment introduces is never closed.
    case unclosed(command: String, line: Int)

    var description: String {
      switch self {
      case .noBlock(let command, let line):
        "line \(line): the comment for '\(command)' is not followed by a ``` block; "
          + "put the block on the next line"
      case .unclosed(let command, let line):
        "line \(line): the block for '\(command)' has no closing ```"
      }
    }
  }

  /// The marked help blocks of a document, in order.
  ///
  /// - Parameter document: Markdown text.
  /// - Returns: One block per `<!-- help: ... -->` comment outside a fenced block.
  /// - Throws: ``Problem`` when a comment is not followed by a closed fenced block.
  static func all(in document: String) throws(Problem) -> [ReadmeHelpBlock] {
    try scan(document).marked
  }

  /// The lines (from 1) of fenced blocks that look like a program's help (they start with
  /// `Usage:`, `USAGE:` or `OVERVIEW:`) but follow no help comment.
  ///
  /// - Parameter document: Markdown text.
  /// - Returns: The lines of their opening fences.
  /// - Throws: ``Problem`` as ``all(in:)`` does.
  static func unmarkedHelpLines(in document: String) throws(Problem) -> [Int] {
    try scan(document).unmarked
  }

  private static let prefix = "<!-- help: "
  private static let suffix = " -->"
  private static let helpStarts = ["Usage:", "USAGE:", "OVERVIEW:"]

  private static func scan(_ document: String) throws(Problem) -> (
    marked: [ReadmeHelpBlock], unmarked: [Int]
  ) {
    let lines = document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var marked: [ReadmeHelpBlock] = []
    var unmarked: [Int] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      if let command = Self.command(in: line) {
        guard index + 1 < lines.count, lines[index + 1].hasPrefix("```") else {
          throw .noBlock(command: command, line: index + 1)
        }
        guard let (body, end) = Self.block(after: index + 1, in: lines) else {
          throw .unclosed(command: command, line: index + 1)
        }
        marked.append(ReadmeHelpBlock(command: command, text: body, line: index + 1))
        index = end + 1
      } else if line.hasPrefix("```") {
        let (body, end) = Self.block(after: index, in: lines) ?? ("", lines.count)
        if helpStarts.contains(where: body.hasPrefix) { unmarked.append(index + 1) }
        index = end + 1
      } else {
        index += 1
      }
    }
    return (marked, unmarked)
  }

  /// The command line of a help comment, or `nil` when the line is no such comment.
  private static func command(in line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix(prefix), trimmed.hasSuffix(suffix),
      trimmed.count > prefix.count + suffix.count
    else { return nil }
    return String(trimmed.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// The text of the block opened at `fence`, each line ending in a line break, and the index
  /// of its closing fence; `nil` when it is not closed.
  private static func block(after fence: Int, in lines: [String]) -> (String, Int)? {
    guard let end = lines[(fence + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else {
      return nil
    }
    return (lines[(fence + 1)..<end].map { $0 + "\n" }.joined(), end)
  }
}
