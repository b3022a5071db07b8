import SwiftSyntax

/// Collects the ``ViewFacts`` of a member body or a label, skipping presentation content.
final class ViewFactsCollector: SyntaxVisitor {
  private(set) var facts = ViewFacts()
  private var destinationDepth = 0
  /// The `navigationDestination(for:)` closures being walked, innermost last.
  private var routeDestinations: [RouteDestination] = []

  /// Collects the facts of one piece of syntax.
  ///
  /// - Parameter node: A member body or label expression.
  /// - Returns: Its facts.
  static func facts(of node: some SyntaxProtocol) -> ViewFacts {
    let collector = ViewFactsCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.facts
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    // Read once for every question below.
    let summary = CallSummary(node)
    if PresentationContent.isPresentationModifier(named: summary.modifierName) {
      walk(node.calledExpression)
      let content = PresentationContent.contentArguments(of: node).map(\.id)
      for name in PresentationContent.referencedMembers(of: node)
      where !facts.presentedMembers.contains(name) {
        facts.presentedMembers.append(name)
      }
      for argument in node.allArguments where !content.contains(argument.expression.id) {
        walk(argument.expression)
      }
      return .skipChildren
    }
    if let destinations = Self.destinationArguments(of: node, summary: summary) {
      record(node, summary: summary)
      walk(node.calledExpression)
      let routes = RouteDestination.all(in: node, summary: summary)
      for argument in node.allArguments {
        let isDestination = destinations.contains(argument.expression.id)
        let route = routes.first { $0.closure.id == argument.expression.id }
        if isDestination { destinationDepth += 1 }
        if let route { routeDestinations.append(route) }
        walk(argument.expression)
        if route != nil { routeDestinations.removeLast() }
        if isDestination { destinationDepth -= 1 }
      }
      return .skipChildren
    }
    record(node, summary: summary)
    return .visitChildren
  }

  /// The arguments that build pushed screens: a link's destination, a
  /// `navigationDestination` closure.
  private static func destinationArguments(
    of call: FunctionCallExprSyntax, summary: CallSummary
  ) -> [SyntaxIdentifier]? {
    if let link = NavigationLinkCall(call, summary: summary),
      let destination = link.destination ?? link.activeContent
    {
      return [destination.id]
    }
    guard summary.modifierName == "navigationDestination" else { return nil }
    return call.allArguments.filter {
      $0.expression.is(ClosureExprSyntax.self) || $0.label == "destination"
    }
    .map(\.expression.id)
  }

  private func record(_ node: FunctionCallExprSyntax, summary: CallSummary) {
    // A call with a callee name applies no modifier.
    if let name = summary.calleeName, name.first?.isUppercase == true {
      if name == "NavigationView" { facts.hasNavigationStack = true }
      if name == "NavigationStack" {
        facts.hasNavigationStack = true
        if let path = node.argument(labeled: "path"),
          let chain = IndexCollector.propertyChain(path), chain.count == 1,
          !facts.stackPathProperties.contains(chain[0])
        {
          facts.stackPathProperties.append(chain[0])
        }
      }
      if name == "Button" { facts.hasButton = true }
      if !facts.calledTypes.contains(name) { facts.calledTypes.append(name) }
      if destinationDepth == 0 && !facts.inlineCalledTypes.contains(name) {
        facts.inlineCalledTypes.append(name)
      }
    }
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    guard MemberReferences.isCandidate(node) else { return .skipChildren }
    if !facts.referencedMembers.contains(name) { facts.referencedMembers.append(name) }
    if destinationDepth == 0 && !facts.inlineReferencedMembers.contains(name) {
      facts.inlineReferencedMembers.append(name)
    }
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let route = routeDestinations.last, let member = route.member(readBy: node) {
      let key = ProjectIndex.memberKey(route.routeType, member)
      if !facts.routeMembers.contains(key) { facts.routeMembers.append(key) }
    }
    return .visitChildren
  }

  override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
