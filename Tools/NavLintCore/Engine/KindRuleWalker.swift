import SwiftSyntax

/// The one walk of a file when every enabled rule names its node kinds among those this
/// walker knows: SwiftSyntax's own dispatch by kind reaches only those nodes, so the other
/// nodes of the file cost no call, lookup or hash (``RuleWalker`` handles the rest).
final class KindRuleWalker: SyntaxVisitor {
  /// The kinds this walker dispatches, one slot each.
  private enum Slot: Int, CaseIterable {
    case functionCall, importDecl, structDecl, classDecl, enumDecl, actorDecl, protocolDecl
    case extensionDecl, labeledExpr, exprList, declReference, identifierType, memberType

    var kind: SyntaxKind {
      switch self {
      case .functionCall: .functionCallExpr
      case .importDecl: .importDecl
      case .structDecl: .structDecl
      case .classDecl: .classDecl
      case .enumDecl: .enumDecl
      case .actorDecl: .actorDecl
      case .protocolDecl: .protocolDecl
      case .extensionDecl: .extensionDecl
      case .labeledExpr: .labeledExpr
      case .exprList: .exprList
      case .declReference: .declReferenceExpr
      case .identifierType: .identifierType
      case .memberType: .memberType
      }
    }
  }

  /// The rules of each slot, in the order of the rules.
  private let rulesBySlot: [[any Rule]]
  /// Where each call's summary is kept for the rules while they visit it.
  private let calls: CallSummaryCache

  /// A walker for rules, or `nil` when a rule reacts to every node or names a kind without
  /// a slot.
  ///
  /// - Parameters:
  ///   - rules: The rule instances of one file, in order.
  ///   - calls: The cache the rules' contexts read call summaries from.
  init?(rules: [any Rule], calls: CallSummaryCache) {
    var rulesBySlot = Array(repeating: [any Rule](), count: Slot.allCases.count)
    for rule in rules {
      guard let kinds = type(of: rule).visitedKinds else { return nil }
      for kind in kinds {
        guard let slot = Slot.allCases.first(where: { $0.kind == kind }) else { return nil }
        rulesBySlot[slot.rawValue].append(rule)
      }
    }
    self.rulesBySlot = rulesBySlot
    self.calls = calls
    // Source-accurate: every `#if` clause is in the tree and visited, active or not.
    super.init(viewMode: .sourceAccurate)
  }

  private func enter(_ node: some SyntaxProtocol, _ slot: Slot) -> SyntaxVisitorContinueKind {
    let rules = rulesBySlot[slot.rawValue]
    if !rules.isEmpty {
      let syntax = Syntax(node)
      for rule in rules { rule.visit(syntax) }
    }
    return .visitChildren
  }

  private func leave(_ node: some SyntaxProtocol, _ slot: Slot) {
    let rules = rulesBySlot[slot.rawValue]
    if !rules.isEmpty {
      let syntax = Syntax(node)
      for rule in rules { rule.visitPost(syntax) }
    }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if !rulesBySlot[Slot.functionCall.rawValue].isEmpty { calls.enter(node) }
    return enter(node, .functionCall)
  }
  override func visitPost(_ node: FunctionCallExprSyntax) { leave(node, .functionCall) }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .importDecl)
  }
  override func visitPost(_ node: ImportDeclSyntax) { leave(node, .importDecl) }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .structDecl)
  }
  override func visitPost(_ node: StructDeclSyntax) { leave(node, .structDecl) }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .classDecl)
  }
  override func visitPost(_ node: ClassDeclSyntax) { leave(node, .classDecl) }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .enumDecl)
  }
  override func visitPost(_ node: EnumDeclSyntax) { leave(node, .enumDecl) }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .actorDecl)
  }
  override func visitPost(_ node: ActorDeclSyntax) { leave(node, .actorDecl) }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .protocolDecl)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { leave(node, .protocolDecl) }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .extensionDecl)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { leave(node, .extensionDecl) }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .labeledExpr)
  }
  override func visitPost(_ node: LabeledExprSyntax) { leave(node, .labeledExpr) }

  override func visit(_ node: ExprListSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .exprList)
  }
  override func visitPost(_ node: ExprListSyntax) { leave(node, .exprList) }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .declReference)
  }
  override func visitPost(_ node: DeclReferenceExprSyntax) { leave(node, .declReference) }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .identifierType)
  }
  override func visitPost(_ node: IdentifierTypeSyntax) { leave(node, .identifierType) }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    enter(node, .memberType)
  }
  override func visitPost(_ node: MemberTypeSyntax) { leave(node, .memberType) }
}
