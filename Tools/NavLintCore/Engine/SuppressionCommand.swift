import Foundation
import SwiftSyntax

/// One `// navlint:` comment: which rules it silences where.
struct SuppressionCommand {
  enum Action: String {
    case disable
    case enable
    case disableNext = "disable:next"
    case disableThis = "disable:this"
  }

  var action: Action
  /// Rule ids; `all` matches every rule.
  var ruleIDs: [String]
  /// The UTF-8 offset of the comment's `//`.
  var offset: Int
  /// The UTF-8 offset just past the comment.
  var endOffset: Int

  /// Parses a line comment, or returns `nil` when it is not a navlint command.
  ///
  /// - Parameters:
  ///   - comment: The comment text including `//`.
  ///   - offset: The comment's UTF-8 offset.
  init?(comment: String, offset: Int) {
    guard comment.hasPrefix("//"), !comment.hasPrefix("///") else { return nil }
    var body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
    guard body.hasPrefix("navlint:") else { return nil }
    body = body.dropFirst("navlint:".count)
    if let reason = body.range(of: " - ") { body = body[..<reason.lowerBound] }
    let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
    guard let first = words.first, let action = Action(rawValue: String(first)) else {
      return nil
    }
    self.action = action
    self.ruleIDs = words.dropFirst().map(String.init)
    self.offset = offset
    self.endOffset = offset + comment.utf8.count
  }

  /// Every navlint command in a file's comments, in source order. Block comments, doc
  /// comments and string literals are never commands.
  ///
  /// - Parameter tree: The parsed file.
  /// - Returns: The commands with the token that follows each.
  static func all(in tree: SourceFileSyntax) -> [(
    command: SuppressionCommand, nextToken: TokenSyntax?
  )] {
    var result: [(SuppressionCommand, TokenSyntax?)] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      var offset = token.position.utf8Offset
      for piece in token.leadingTrivia {
        if case .lineComment(let text) = piece,
          let command = SuppressionCommand(comment: text, offset: offset)
        {
          result.append((command, token))
        }
        offset += piece.sourceLength.utf8Length
      }
      offset = token.endPositionBeforeTrailingTrivia.utf8Offset
      for piece in token.trailingTrivia {
        if case .lineComment(let text) = piece,
          let command = SuppressionCommand(comment: text, offset: offset)
        {
          result.append((command, token.nextToken(viewMode: .sourceAccurate)))
        }
        offset += piece.sourceLength.utf8Length
      }
    }
    return result
  }
}
