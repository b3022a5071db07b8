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
  /// What a link of another library shows when active, built by a closure with parameters
  /// (`NavigationLink(unwrapping: $route, case: \.detail) { route in Detail(route) }`): pushed
  /// content like a destination, though not SwiftUI's destination form.
  package var activeContent: ExprSyntax?
  /// The `value:` argument of a value-based link.
  package var value: ExprSyntax?
  /// The `isActive:` argument.
  package var isActive: ExprSyntax?
  /// The `tag:` argument.
  package var tag: ExprSyntax?
  /// The `selection:` argument.
  package var selection: ExprSyntax?

  /// Whether the call resolves to an initializer SwiftUI does not declare: one with an
  /// argument label no SwiftUI `NavigationLink` initializer has (`state:`), or the project's
  /// own value-based initializer. Its unlabelled value is no title and its unlabelled
  /// trailing closure is the label.
  package var isValueInitializerExtension = false

  /// The argument labels of SwiftUI's `NavigationLink` initializers.
  package static let swiftUILabels: Set<String> = [
    "destination", "label", "isActive", "tag", "selection", "value",
  ]

  /// Takes a call apart when it constructs a `NavigationLink`.
  ///
  /// - Parameters:
  ///   - call: Any call.
  ///   - summary: The call's summary when the caller has it; read from the call otherwise.
  ///   - extensions: The project's own `NavigationLink` initializers; a call that fits one
  ///     that forwards to `init(value:...)` is value-based.
  /// - Returns: `nil` when the call does not construct a `NavigationLink`.
  package init?(
    _ call: FunctionCallExprSyntax, summary: CallSummary? = nil,
    extensions: [NavigationLinkExtensionInit] = []
  ) {
    // A call with a callee name applies no modifier. Refused before any field exists: the
    // fields are built by the initializer below, so a refusal has nothing to destroy.
    guard (summary ?? CallSummary(call)).calleeName == "NavigationLink" else { return nil }
    self.init(link: call, extensions: extensions)
  }

  /// Takes apart a call known to construct a `NavigationLink`.
  ///
  /// - Parameters:
  ///   - call: A call whose callee name is `NavigationLink`.
  ///   - extensions: The project's own `NavigationLink` initializers.
  private init(link call: FunctionCallExprSyntax, extensions: [NavigationLinkExtensionInit]) {
    self.call = call
    let arguments = call.allArguments
    var unlabelledTrailing: ExprSyntax?
    var hasForeignLabel = false
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
      default: if !argument.isTrailingClosure { hasForeignLabel = true }
      }
    }
    if hasForeignLabel, destination == nil,
      extensions.contains(where: { $0.forwardsToDestination && $0.accepts(call) })
    {
      // The project's own initializer that forwards to `init(destination:...)` or
      // `isActive:`: a destination-based link under another spelling.
      destination = unlabelledTrailing
      return
    }
    if hasForeignLabel
      || Self.isValueLike(title, extensions: extensions.filter { $0.forwardsToValue })
      || (title == nil && destination == nil
        && extensions.contains { $0.forwardsToValue && $0.accepts(call) })
    {
      isValueInitializerExtension = true
      if value == nil { value = title }
      title = nil
      // A label closure takes no parameters (`() -> Label`); a closure that does, such as
      // `NavigationLink(unwrapping: $route, case: \.detail) { route in Detail(route) }`,
      // builds what the link shows when active, and is neither label nor SwiftUI destination.
      let takesParameters =
        unlabelledTrailing?.as(ClosureExprSyntax.self)?.signature?.parameterClause != nil
      if label == nil, !takesParameters { label = unlabelledTrailing }
      if takesParameters { activeContent = unlabelledTrailing }
      return
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

  /// Whether an unlabelled first argument is a value rather than a title: an implicit
  /// member (`.shelf(id: 7)`; SwiftUI's title types have none), or a value of the type a
  /// project initializer that forwards to `init(value:...)` takes unlabelled
  /// (`LibraryRoute.shelf(id: 7)`, `LibraryRoute(id: 7)`).
  private static func isValueLike(_ title: ExprSyntax?, extensions: [NavigationLinkExtensionInit])
    -> Bool
  {
    guard let title else { return false }
    let callee = title.as(FunctionCallExprSyntax.self)?.calledExpression ?? title
    if let member = callee.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.declName.baseName.tokenKind != .keyword(.`init`)
    }
    let typeNames = Set(
      extensions.compactMap(\.unlabelledValueType).flatMap(ProjectIndex.namedTypes(in:))
        .map { $0.split(separator: ".").last.map(String.init) ?? $0 })
    guard !typeNames.isEmpty else { return false }
    let written: String?
    if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base {
      written = TypeText.compact(base)
    } else {
      written = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
    }
    guard let written, written.first?.isUppercase == true else { return false }
    return typeNames.contains(written.split(separator: ".").last.map(String.init) ?? written)
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

  /// Whether the node lies inside this link's destination (or ``activeContent``).
  ///
  /// - Parameter node: A node inside the call.
  /// - Returns: `true` for nodes in the destination.
  package func destinationContains(_ node: some SyntaxProtocol) -> Bool {
    guard let destination = destination ?? activeContent else { return false }
    return destination.range.contains(node.position) && node.position != destination.endPosition
  }

  /// The link that holds the node in its label, walking up from the node and stopping at the
  /// first enclosing `NavigationLink` call.
  ///
  /// - Parameters:
  ///   - node: Any node.
  ///   - extensions: The project's own `NavigationLink` initializers.
  /// - Returns: The nearest enclosing link when the node is in its label, else `nil`.
  package static func enclosingLabel(
    of node: some SyntaxProtocol, extensions: [NavigationLinkExtensionInit] = []
  ) -> NavigationLinkCall? {
    var current = node.parent
    while let parent = current {
      if let call = parent.as(FunctionCallExprSyntax.self),
        let link = NavigationLinkCall(call, extensions: extensions),
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
