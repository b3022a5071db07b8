import SwiftSyntax

/// The one walk of a file: hands every node to every enabled rule.
final class RuleWalker: SyntaxAnyVisitor {
  private let rules: [any Rule]

  init(rules: [any Rule]) {
    self.rules = rules
    // Source-accurate: every `#if` clause is in the tree and visited, active or not.
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    for rule in rules { rule.visit(node) }
    return .visitChildren
  }

  override func visitAnyPost(_ node: Syntax) {
    for rule in rules { rule.visitPost(node) }
  }
}
