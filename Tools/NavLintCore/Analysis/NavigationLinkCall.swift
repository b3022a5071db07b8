import SwiftSyntax

/// A `NavigationLink(...)` call taken apart: which argument is the label, which the
/// destination, and which value, across every initializer spelling.
///
/// The spellings: `NavigationLink("Title") { Dest() }` (the trailing closure is the
/// destination), `NavigationLink { Dest() } label: { Label() }`,
/// `NavigationLink(destination: Dest()) { Label() }`, `NavigationLink("Title", destination:
/// Dest())`, `NavigationLink(value: v) { Label() }`, `NavigationLink("Title", value: v)`, the
/// `isActive:` and `tag:selection:` forms, and `label:` / `destination:` written as arguments.
package struct NavigationLinkCall: Sendable {
  /// The call.
  package var call: FunctionCallExprSyntax
  /// The unlabelled title argument (`"Title"`, a string or `Text` value), if any.
  package var title: ExprSyntax?
  /// The label content: the `label:` argument or closure, or the trailing closure of a
  /// destination- or value-based link without a title.
  package var label: ExprSyntax?
  /// The destination: the `destination:` argument (a view or a closure) or the destination
  /// trailing closure.
  package var destination: ExprSyntax?
  /// The `value:` argument of a value-based link.
  package var value: ExprSyntax?
  /// The `isActive:` argument.
  package var isActive: ExprSyntax?
  /// The `tag:` argument.
  package var tag: ExprSyntax?
  /// The `selection:` argument.
  package var selection: ExprSyntax?

  /// Takes a call apart when it constructs a `NavigationLink`.
  ///
  /// - Parameter call: Any call.
  /// - Returns: `nil` when the call does not construct a `NavigationLink`.
  package init?(_ call: FunctionCallExprSyntax) {
    guard call.calleeName == "NavigationLink", call.modifierName == nil else { return nil }
    self.call = call
    let arguments = call.allArguments
    var unlabelledTrailing: ExprSyntax?
    for argument in arguments {
      switch argument.label {
      case nil where argument.isTrailingClosure: unlabelledTrailing = argument.expression
      case nil: if title == nil { title = argument.expression }
      case "label": label = argument.expression
      case "destination": destination = argument.expression
      case "value": value = argument.expression
      case "isActive": isActive = argument.expression
      case "tag": tag = argument.expression
      case "selection": selection = argument.expression
      default: break
      }
    }
    guard let unlabelledTrailing else { return }
    if label != nil {
      // `NavigationLink { Dest() } label: { ... }`: the first closure is the destination.
      if destination == nil { destination = unlabelledTrailing }
    } else if title != nil {
      // `NavigationLink("Title") { Dest() }`: with a title the closure is the destination.
      if destination == nil { destination = unlabelledTrailing }
    } else if destination != nil || value != nil {
      label = unlabelledTrailing
    } else {
      destination = unlabelledTrailing
    }
  }

  /// Whether the link names its destination view instead of a value.
  package var isDestinationBased: Bool { destination != nil }

  /// Whether the node lies inside this link's label (title or label content).
  ///
  /// - Parameter node: A node inside the call.
  /// - Returns: `true` for nodes in the label or title.
  package func labelContains(_ node: some SyntaxProtocol) -> Bool {
    [label, title].contains { part in
      guard let part else { return false }
      return part.range.contains(node.position) && node.position != part.endPosition
    }
  }

  /// Whether the node lies inside this link's destination.
  ///
  /// - Parameter node: A node inside the call.
  /// - Returns: `true` for nodes in the destination.
  package func destinationContains(_ node: some SyntaxProtocol) -> Bool {
    guard let destination else { return false }
    return destination.range.contains(node.position) && node.position != destination.endPosition
  }

  /// The link that holds the node in its label, walking up from the node and stopping at the
  /// first enclosing `NavigationLink` call.
  ///
  /// - Parameter node: Any node.
  /// - Returns: The nearest enclosing link when the node is in its label, else `nil`.
  package static func enclosingLabel(of node: some SyntaxProtocol) -> NavigationLinkCall? {
    var current = node.parent
    while let parent = current {
      if let call = parent.as(FunctionCallExprSyntax.self), let link = NavigationLinkCall(call),
        call.calledExpression.id != node.id
      {
        return link.labelContains(node) ? link : nil
      }
      if parent.endsViewScope { return nil }
      current = parent.parent
    }
    return nil
  }
}
