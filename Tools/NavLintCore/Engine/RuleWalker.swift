import SwiftSyntax

/// The one walk of a file: hands every node to the enabled rules that react to its kind.
///
/// Used when some rule reacts to every node or names a kind ``KindRuleWalker`` has no slot
/// for; otherwise that walker, which skips the other nodes without a lookup, runs instead.
final class RuleWalker: SyntaxAnyVisitor {
  /// The rules to call for a node of each kind some rule names, in the order of the rules.
  private let rulesByKind: [SyntaxKind: [any Rule]]
  /// The rules that react to every node (``Rule/visitedKinds`` is `nil`), for any other kind.
  private let rulesForEveryNode: [any Rule]

  init(rules: [any Rule]) {
    let kinds = Set(rules.flatMap { type(of: $0).visitedKinds ?? [] })
    var rulesByKind: [SyntaxKind: [any Rule]] = [:]
    for kind in kinds {
      rulesByKind[kind] = rules.filter { type(of: $0).visitedKinds?.contains(kind) ?? true }
    }
    self.rulesByKind = rulesByKind
    self.rulesForEveryNode = rules.filter { type(of: $0).visitedKinds == nil }
    // Source-accurate: every `#if` clause is in the tree and visited, active or not.
    super.init(viewMode: .sourceAccurate)
  }

  override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
    for rule in rulesByKind[node.kind] ?? rulesForEveryNode { rule.visit(node) }
    return .visitChildren
  }

  override func visitAnyPost(_ node: Syntax) {
    for rule in rulesByKind[node.kind] ?? rulesForEveryNode { rule.visitPost(node) }
  }
}
