import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// The earliest syntax error in a parsed tree, worded as the parser words it, found without
/// trapping.
///
/// SwiftParserDiagnostics' `ParseDiagnosticsGenerator` stops the process (a failed precondition,
/// SIGILL) on some trees: for an `=` that the lexer says lacks consistent whitespace while both
/// of its sides hold a space or tab (a form feed, vertical tab or control character right before
/// the `=`; found by fuzzing) it builds a Fix-It with no change. A linter must survive any input,
/// so such a token reaches the generator as a copy without the lexer's diagnostic (same text,
/// same positions), and its error is reported here.
enum FirstParseError {
  /// The message for an `=` with a space or tab on one side only, as the lexer words it.
  static let inconsistentEqualSpacing = "'=' must have consistent whitespace on both sides"

  /// The earliest error in a tree.
  ///
  /// - Parameter tree: A tree that `tree.hasError` says holds an error, parsed from valid UTF-8
  ///   (trees of other bytes can trap the generator in ways not screened here).
  /// - Returns: The error's UTF-8 offset and message (`expected ')' to end function call`), or
  ///   `nil` when no error is found.
  /// - Complexity: O(n) in the tree's tokens, plus the generator's walk.
  static func find(in tree: SourceFileSyntax) -> (offset: Int, message: String)? {
    let trapping = trappingTokens(in: tree)
    let readable = trapping.isEmpty ? Syntax(tree) : DiagnosticStripper(trapping).rewrite(tree)
    let generated = ParseDiagnosticsGenerator.diagnostics(for: readable)
      .filter { $0.diagMessage.severity == .error }
      .map { ($0.position.utf8Offset, $0.message) }
    let screened = trapping.map {
      ($0.positionAfterSkippingLeadingTrivia.utf8Offset, inconsistentEqualSpacing)
    }
    return (generated + screened).min { $0.0 < $1.0 }.map { (offset: $0.0, message: $0.1) }
  }

  /// The tokens on which the generator would build a Fix-It with no change.
  ///
  /// - Parameter tree: The tree to screen.
  /// - Returns: The tokens in source order; empty when the generator can read the tree as it is.
  /// - Complexity: O(n) in the tree's tokens.
  static func trappingTokens(in tree: SourceFileSyntax) -> [TokenSyntax] {
    tree.tokens(viewMode: .all).filter { token in
      guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else {
        return false
      }
      let spaceBefore =
        token.previousToken(viewMode: .all)?.trailingTrivia.contains { $0.isSpaceOrTab } ?? false
      let spaceAfter = token.trailingTrivia.contains { $0.isSpaceOrTab }
      return spaceBefore && spaceAfter
    }
  }
}

/// Replaces chosen tokens with copies that carry no lexer diagnostic: same kind, text, trivia
/// and presence, so every position in the tree stays where it was.
private final class DiagnosticStripper: SyntaxRewriter {
  private let ids: Set<SyntaxIdentifier>

  init(_ tokens: [TokenSyntax]) {
    ids = Set(tokens.map(\.id))
    super.init(viewMode: .all)
  }

  override func visit(_ token: TokenSyntax) -> TokenSyntax {
    guard ids.contains(token.id) else { return token }
    return TokenSyntax(
      token.tokenKind, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia,
      presence: token.presence)
  }
}
