import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The name a call constructs or calls when it is not a modifier: `Text` for `Text("a")`,
  /// `NavigationLink` for `SwiftUI.NavigationLink(...)` and `NavigationLink<A, B>(...)`,
  /// `makeRow` for `makeRow()` and `self.makeRow()`.
  package var calleeName: String? { CallSummary(self).calleeName }

  /// The modifier's name when this call is `base.modifier(...)` on a view expression:
  /// `sheet` for `Text("a").sheet(isPresented: $x) { ... }`, also for a modifier written in
  /// a postfix `#if` clause (`Text("a") #if os(iOS) .sheet(...) #endif`).
  package var modifierName: String? { CallSummary(self).modifierName }

  /// The expression a modifier is applied to: `Text("a")` in `Text("a").bold()`, and in
  /// `Text("a") #if os(iOS) .bold() #endif` for `.bold()`.
  package var modifierBase: ExprSyntax? {
    guard modifierName != nil, let member = calledExpression.as(MemberAccessExprSyntax.self)
    else { return nil }
    return member.base ?? postfixIfConfig?.base
  }

  /// The postfix `#if` whose clause holds this call's modifier chain, when the chain starts
  /// with an implicit base: the `#if` around `.sheet(...)` in
  /// `Text("a") #if os(iOS) .sheet(...) #endif`.
  package var postfixIfConfig: PostfixIfConfigExprSyntax? {
    var current = Syntax(self)
    while let member = current.parent?.as(MemberAccessExprSyntax.self),
      member.base?.id == current.id,
      let call = member.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == member.id
    {
      current = Syntax(call)
    }
    guard current.parent?.is(IfConfigClauseSyntax.self) == true,
      let postfix = current.parent?.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
    else { return nil }
    var root = ExprSyntax(self)
    while let call = root.as(FunctionCallExprSyntax.self),
      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    {
      root = base
    }
    guard
      root.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?
        .base == nil
    else { return nil }
    return postfix
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
  /// Modifiers in postfix `#if` clauses (`Text("a") #if os(iOS) .bold() #endif .padding()`)
  /// are included, every clause's.
  package var appliedModifiers: [FunctionCallExprSyntax] {
    var chain: [FunctionCallExprSyntax] = []
    var current = Syntax(self)
    while true {
      if let member = current.parent?.as(MemberAccessExprSyntax.self),
        member.base?.id == current.id,
        let call = member.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.id == member.id
      {
        chain.append(call)
        current = Syntax(call)
      } else if let postfix = current.parent?.as(PostfixIfConfigExprSyntax.self),
        postfix.base?.id == current.id
      {
        for clause in postfix.config.clauses {
          guard case .postfixExpression(let expression)? = clause.elements else { continue }
          var calls: [FunctionCallExprSyntax] = []
          var link: ExprSyntax? = expression
          while let call = link?.as(FunctionCallExprSyntax.self) {
            calls.append(call)
            link = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
          }
          chain += calls.reversed()
        }
        current = Syntax(postfix)
      } else {
        return chain
      }
    }
  }

  /// The call at the root of a modifier chain: `Button(...)` in `Button(...).bold().padding()`,
  /// also through postfix `#if` clauses.
  package var chainRoot: ExprSyntax {
    ExprSyntax(self).modifierChainRoot
  }
}

extension ExprSyntax {
  /// The view at the root of a modifier chain: `Button(...)` in `Button(...).bold()` and in
  /// `Button(...) #if os(iOS) .bold() #endif`; the expression itself otherwise.
  package var modifierChainRoot: ExprSyntax {
    var expression = self
    while true {
      if let call = expression.as(FunctionCallExprSyntax.self), let base = call.modifierBase {
        expression = base
      } else if let postfix = expression.as(PostfixIfConfigExprSyntax.self),
        let base = postfix.base
      {
        expression = base
      } else {
        return expression
      }
    }
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
