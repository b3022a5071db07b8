import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The name a call constructs or calls when it is not a modifier: `Text` for `Text("a")`,
  /// `NavigationLink` for `SwiftUI.NavigationLink(...)` and `NavigationLink<A, B>(...)`,
  /// `makeRow` for `makeRow()` and `self.makeRow()`.
  package var calleeName: String? {
    var callee = calledExpression
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      callee = specialized.expression
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    if let member = callee.as(MemberAccessExprSyntax.self),
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.text == "SwiftUI" || base.baseName.tokenKind == .keyword(.self)
    {
      return member.declName.baseName.text
    }
    return nil
  }

  /// The modifier's name when this call is `base.modifier(...)` on a view expression:
  /// `sheet` for `Text("a").sheet(isPresented: $x) { ... }`.
  package var modifierName: String? {
    guard let member = calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    else { return nil }
    if let reference = base.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "SwiftUI" || reference.baseName.tokenKind == .keyword(.self)
    {
      return nil
    }
    return member.declName.baseName.text
  }

  /// The expression a modifier is applied to: `Text("a")` in `Text("a").bold()`.
  package var modifierBase: ExprSyntax? {
    guard modifierName != nil else { return nil }
    return calledExpression.as(MemberAccessExprSyntax.self)?.base
  }

  /// The `.name` part of a modifier call, from its period: the stable anchor of a modifier.
  package var modifierPeriod: TokenSyntax? {
    guard modifierName != nil else { return nil }
    return calledExpression.as(MemberAccessExprSyntax.self)?.period
  }

  /// Every argument in source order: parenthesized ones, then trailing closures.
  package var allArguments: [CallArgument] {
    var result = arguments.map {
      CallArgument(label: $0.label?.text, expression: $0.expression, isTrailingClosure: false)
    }
    if let trailingClosure {
      result.append(
        CallArgument(label: nil, expression: ExprSyntax(trailingClosure), isTrailingClosure: true))
    }
    for element in additionalTrailingClosures {
      result.append(
        CallArgument(
          label: element.label.text, expression: ExprSyntax(element.closure),
          isTrailingClosure: true))
    }
    return result
  }

  /// The first parenthesized argument with the given label.
  ///
  /// - Parameter label: The argument label.
  /// - Returns: The argument's expression, or `nil`.
  package func argument(labeled label: String) -> ExprSyntax? {
    allArguments.first { $0.label == label }?.expression
  }

  /// The modifier calls applied to this call, innermost first, walking up through
  /// `.modifier(...)`: `[bold, padding]` for `Text("a").bold().padding()`.
  package var appliedModifiers: [FunctionCallExprSyntax] {
    var chain: [FunctionCallExprSyntax] = []
    var current = Syntax(self)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    {
      chain.append(call)
      current = Syntax(call)
    }
    return chain
  }

  /// The call at the root of a modifier chain: `Button(...)` in `Button(...).bold().padding()`.
  package var chainRoot: ExprSyntax {
    var expression = ExprSyntax(self)
    while let call = expression.as(FunctionCallExprSyntax.self), let base = call.modifierBase {
      expression = base
    }
    return expression
  }
}

extension FunctionCallExprSyntax {
  /// The argument whose expression contains the node, if any; `nil` for nodes in the callee
  /// (such as the view a modifier is applied to).
  ///
  /// - Parameter node: A node inside this call.
  /// - Returns: The argument, or `nil`.
  package func argument(containing node: some SyntaxProtocol) -> CallArgument? {
    allArguments.first { argument in
      argument.expression.position <= node.position
        && node.endPosition <= argument.expression.endPosition
    }
  }
}
