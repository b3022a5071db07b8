import SwiftSyntax

/// The `navlink-destination` rule.
///
/// Its user documentation (summary, details, what it cannot see, options, examples) is
/// ``documentation``, the one source that `navlint rules`, the README table and SARIF
/// render and that the tests run; it is not repeated here.
public final class NavLinkDestinationRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "navlink-destination",
    summary:
      "Destination-based NavigationLink; use NavigationLink(value:) with navigationDestination(for:).",
    details: """
      Links that name their destination view build it eagerly and cannot be driven by a \
      path, so deep links, restoration and programmatic pops do not see them; the \
      `isActive:` and `tag:selection:` forms are deprecated. Every spelling is reported: \
      `destination:`, `NavigationLink("Title") { Dest() }`, `NavigationLink { Dest() } \
      label: { ... }`, `isActive:` and `tag:selection:`, and calls of the project's own \
      NavigationLink initializers whose body forwards to `destination:` or `isActive:`. The \
      project's own initializers are resolved by signature and body: one that forwards to \
      `init(value:...)` is value-based and its closure is a label (`NavigationLink(.shelf(id: \
      7)) { Text("Shelf") }`), as is one whose `destination:` takes a route value, not a \
      view. A call with an argument label no SwiftUI initializer has (`state:`, \
      `unwrapping:`) is a dependency's link, never SwiftUI's destination form. Cannot see \
      overload resolution when the destination or the first argument is a variable and \
      such an extension exists.
      """,
    triggeringExamples: [
      """
      List(series) { item in
        1️⃣NavigationLink(destination: SeriesView(id: item.id)) { Text(item.title) }
      }
      """,
      """
      let a = 1️⃣NavigationLink("Settings") { SettingsView() }
      let b = 2️⃣NavigationLink { ReaderView() } label: { Label("Read", systemImage: "book") }
      let c = 3️⃣NavigationLink("Notes", destination: NotesView(), isActive: $showsNotes)
      let d = 4️⃣NavigationLink(destination: Detail(), tag: 1, selection: $selection) { Row() }
      """,
    ],
    nonTriggeringExamples: [
      """
      List(series) { item in
        NavigationLink(value: LibraryRoute.series(id: item.id)) { Text(item.title) }
      }
      """,
      """
      extension NavigationLink where Destination == Never {
        init(destination: AppRoute, @ViewBuilder label: () -> Label) {
          self.init(value: destination, label: label)
        }
      }
      let link = NavigationLink(destination: .series(id: "op")) { Text("One Piece") }
      """,
    ]
  )

  private let context: LintContext
  private let index: ProjectIndex

  public init(context: LintContext) {
    self.context = context
    self.index = context.index.including(context.file)
  }

  /// The kinds ``visit(_:)`` casts to.
  public static let visitedKinds: Set<SyntaxKind>? = [.functionCallExpr]

  public func visit(_ node: Syntax) {
    guard let call = node.as(FunctionCallExprSyntax.self),
      let link = NavigationLinkCall(
        call, summary: context.summary(of: call), extensions: index.navigationLinkExtensions),
      let destination = link.destination, let name = Self.nameToken(of: call)
    else { return }
    if resolvesToRouteExtension(call, destination: destination) { return }
    if Self.isDecoration(call, destination: destination) { return }
    let message: String
    if link.isActive != nil {
      message =
        "NavigationLink(isActive:) is deprecated; present with navigationDestination(isPresented:) "
        + "or push a value onto the stack's path"
    } else if link.tag != nil || link.selection != nil {
      message =
        "NavigationLink(tag:selection:) is deprecated; bind the stack's path or a list selection "
        + "and push values"
    } else {
      message =
        "destination-based NavigationLink; use NavigationLink(value:) with "
        + "navigationDestination(for:) so the stack's path drives navigation"
    }
    context.report(message, at: name)
  }

  /// Whether a link only draws a row's disclosure chevron: its destination is `EmptyView()`
  /// and it sits in a `Button`'s label, so the button does the work and the link navigates
  /// nowhere.
  private static func isDecoration(_ call: FunctionCallExprSyntax, destination: ExprSyntax)
    -> Bool
  {
    guard destination.as(FunctionCallExprSyntax.self)?.calleeName == "EmptyView",
      destination.as(FunctionCallExprSyntax.self)?.arguments.isEmpty == true
    else { return false }
    var node = Syntax(call)
    while let parent = node.parent {
      if parent.is(MemberBlockSyntax.self) || parent.is(CodeBlockSyntax.self) { return false }
      if let outer = parent.as(FunctionCallExprSyntax.self), outer.calleeName == "Button" {
        // In the label: the trailing closure, or an argument or closure labelled `label`.
        let labels: [Syntax] =
          [outer.trailingClosure.map(Syntax.init)].compactMap { $0 }
          + outer.arguments.filter { $0.label?.text == "label" }.map(Syntax.init)
          + outer.additionalTrailingClosures.filter { $0.label.text == "label" }.map(Syntax.init)
        return labels.contains { $0.range.contains(call.position) }
      }
      node = parent
    }
    return false
  }

  private static func nameToken(of call: FunctionCallExprSyntax) -> TokenSyntax? {
    var callee = call.calledExpression
    if let specialized = callee.as(GenericSpecializationExprSyntax.self) {
      callee = specialized.expression
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName }
    return callee.as(MemberAccessExprSyntax.self)?.declName.baseName
  }

  /// Whether the call fits one of the project's non-view `destination:` initializers and
  /// its destination is not plainly a view.
  private func resolvesToRouteExtension(_ call: FunctionCallExprSyntax, destination: ExprSyntax)
    -> Bool
  {
    let candidates = index.navigationLinkExtensions.filter {
      $0.destinationType != nil && !$0.destinationIsView && !$0.forwardsToDestination
        && $0.accepts(call)
    }
    guard !candidates.isEmpty else { return false }
    if destination.is(ClosureExprSyntax.self) {
      return candidates.contains {
        $0.parameters.first { $0.label == "destination" }?.takesClosure == true
      }
    }
    guard let constructed = destination.as(FunctionCallExprSyntax.self)?.calleeName,
      constructed.first?.isUppercase == true
    else { return true }
    if let type = index.type(named: constructed) { return !type.isView }
    return candidates.contains {
      $0.destinationType.map { ProjectIndex.namedTypes(in: $0).contains(constructed) } ?? false
    }
  }
}
