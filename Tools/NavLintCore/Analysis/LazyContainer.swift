import SwiftSyntax

/// A lazy SwiftUI container whose content closure holds a node: List rows (a `ForEach` or
/// `Section` inside one included), Form rows, LazyVStack, LazyHStack, LazyVGrid, LazyHGrid,
/// OutlineGroup, or a TabView styled `.page`.
///
/// A `ForEach` is lazy only inside one of those: inside a TabView (its tabs), an HStack,
/// VStack, ZStack, Group, toolbar or menu it builds its views eagerly. A `NavigationStack`
/// between the container and the node ends the search: the node belongs to that stack's
/// root content.
package struct LazyContainer: Sendable {
  /// The names of containers that build their content lazily.
  package static let lazyNames: Set<String> = [
    "List", "Form", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    "OutlineGroup",
  ]

  /// Views whose content is not part of an enclosing lazy row: a new stack, a menu.
  package static let boundaryNames: Set<String> = [
    "NavigationStack", "NavigationView", "NavigationSplitView", "Menu",
  ]
  /// Modifiers whose content is not part of the row they are attached to.
  package static let boundaryModifiers: Set<String> = ["toolbar", "contextMenu", "swipeActions"]

  /// The container's name, such as `List` or `TabView`.
  package var name: String
  /// The container's call.
  package var call: FunctionCallExprSyntax

  /// The innermost lazy container whose content holds the node.
  ///
  /// A modifier attached to the container itself (`List { ... }.navigationDestination(...)`)
  /// is not inside its content. The walk stops at declarations, at presentation content
  /// (`.sheet`, `.fullScreenCover`, `.popover`), which is hosted separately, at a
  /// `NavigationStack` (a new stack's root content) and at menu and toolbar content.
  ///
  /// - Parameter node: Any node.
  /// - Returns: The container, or `nil` when the node is not inside lazy content.
  package static func enclosing(_ node: some SyntaxProtocol) -> LazyContainer? {
    var current = Syntax(node).parent
    while let parent = current {
      if parent.endsViewScope { return nil }
      if let call = parent.as(FunctionCallExprSyntax.self), call.argument(containing: node) != nil {
        if PresentationContent.isPresentationModifier(call) { return nil }
        if let modifier = call.modifierName, boundaryModifiers.contains(modifier) { return nil }
        if let name = call.calleeName, call.modifierName == nil, boundaryNames.contains(name) {
          return nil
        }
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
