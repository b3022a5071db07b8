import SwiftSyntax

/// A lazy SwiftUI container whose content closure holds a node: List or ForEach rows, Form
/// rows, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid, or a TabView styled `.page`.
package struct LazyContainer: Sendable {
  /// The names of containers that build their content lazily.
  package static let lazyNames: Set<String> = [
    "List", "ForEach", "Form", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    "OutlineGroup",
  ]

  /// The container's name, such as `List` or `TabView`.
  package var name: String
  /// The container's call.
  package var call: FunctionCallExprSyntax

  /// The innermost lazy container whose content holds the node.
  ///
  /// A modifier attached to the container itself (`List { ... }.navigationDestination(...)`)
  /// is not inside its content. The walk stops at declarations and at presentation content
  /// (`.sheet`, `.fullScreenCover`, `.popover`), which is hosted separately.
  ///
  /// - Parameter node: Any node.
  /// - Returns: The container, or `nil` when the node is not inside lazy content.
  package static func enclosing(_ node: some SyntaxProtocol) -> LazyContainer? {
    var current = Syntax(node).parent
    while let parent = current {
      if parent.endsViewScope { return nil }
      if let call = parent.as(FunctionCallExprSyntax.self), call.argument(containing: node) != nil {
        if PresentationContent.isPresentationModifier(call) { return nil }
        if let name = call.calleeName, call.modifierName == nil, isLazy(name: name, call: call) {
          return LazyContainer(name: name, call: call)
        }
      }
      current = parent.parent
    }
    return nil
  }

  /// Whether a container call builds its content lazily.
  ///
  /// - Parameters:
  ///   - name: The callee name.
  ///   - call: The call, whose modifiers decide for `TabView`.
  /// - Returns: `true` for lazy containers and `.page`-style tab views.
  package static func isLazy(name: String, call: FunctionCallExprSyntax) -> Bool {
    if lazyNames.contains(name) { return true }
    guard name == "TabView" else { return false }
    return call.appliedModifiers.contains { modifier in
      guard modifier.modifierName == "tabViewStyle",
        let style = modifier.arguments.first?.expression
      else { return false }
      return isPageStyle(style)
    }
  }

  private static func isPageStyle(_ style: ExprSyntax) -> Bool {
    if let member = style.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.declName.baseName.text == "page"
    }
    if let call = style.as(FunctionCallExprSyntax.self) {
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
        return member.declName.baseName.text == "page"
      }
      return call.calleeName == "PageTabViewStyle"
    }
    return false
  }
}
