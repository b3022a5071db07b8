import NavLintCore
import SwiftParser
import SwiftSyntax

/// Finds calls in parsed test sources.
enum CallFinder {
  /// Every call in the source whose callee or modifier name is `name`, in source order.
  static func calls(named name: String, in source: String) -> [FunctionCallExprSyntax] {
    calls(named: name, in: Parser.parse(source: source))
  }

  /// Every call in the tree whose callee or modifier name is `name`, in source order.
  static func calls(named name: String, in tree: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
    let visitor = Visitor(name: name)
    visitor.walk(tree)
    return visitor.found
  }

  private final class Visitor: SyntaxVisitor {
    let name: String
    var found: [FunctionCallExprSyntax] = []

    init(name: String) {
      self.name = name
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if node.calleeName == name || node.modifierName == name { found.append(node) }
      return .visitChildren
    }
  }
}
