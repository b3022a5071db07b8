import SwiftSyntax

/// `navlink-destination`: a destination-based `NavigationLink`; use
/// `NavigationLink(value:)` with `navigationDestination(for:)`.
///
/// A link that names its destination view builds that view with the row, cannot be driven
/// by a navigation path (no deep links, no state restoration, no programmatic pop), and its
/// `isActive:` and `tag:selection:` forms are deprecated. Reported on the `NavigationLink`
/// name for every spelling: `NavigationLink(destination: Detail()) { ... }`,
/// `NavigationLink("Title", destination: Detail())`, `NavigationLink("Title") { Detail() }`
/// (the closure is the destination), `NavigationLink { Detail() } label: { ... }`, and the
/// `isActive:` and `tag:selection:` forms.
///
/// Not reported: value-based links, and a call that resolves to the project's own
/// `extension NavigationLink` initializer whose `destination:` parameter is not a view (an
/// enum route value, such as `NavigationLink(destination: .series(id: id)) { ... }` with
/// `init(destination: AppRoute, label: () -> Label)`).
///
/// Triggers:
/// ```swift
/// NavigationLink("Settings") { SettingsView() }
/// ```
/// Does not trigger:
/// ```swift
/// NavigationLink("Settings", value: SettingsRoute.root)
/// ```
///
/// Cannot see: which initializer a call resolves to when the destination is a variable and
/// the project declares such an extension (the call is then assumed to use the extension).
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
      label: { ... }`, `isActive:` and `tag:selection:`. A call that resolves to the \
      project's own NavigationLink extension whose `destination:` takes a route value, not a \
      view, is not reported. Cannot see overload resolution when the destination is a \
      variable and such an extension exists (assumed to be the extension).
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

  public func visit(_ node: Syntax) {
    guard let call = node.as(FunctionCallExprSyntax.self),
      let link = NavigationLinkCall(call, extensions: index.navigationLinkExtensions),
      let destination = link.destination, let name = Self.nameToken(of: call)
    else { return }
    if resolvesToRouteExtension(call, destination: destination) { return }
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
