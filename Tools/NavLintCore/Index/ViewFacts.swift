/// What one view-building member (`body`, a `some View` property or function) contains,
/// outside any `.sheet`, `.fullScreenCover` or `.popover` content.
package struct ViewFacts: Hashable, Codable, Sendable {
  /// Capitalized names it calls, such as `Row` in `Row(item)`: candidate custom views.
  package var calledTypes: [String] = []
  /// Names it refers to, such as `editor`, `makeRow` or a capitalized `Actions` (see
  /// ``MemberReferences/isCandidate(_:)``): candidate members.
  package var referencedMembers: [String] = []
  /// The ``calledTypes`` shown in place: not only inside a `NavigationLink` destination or
  /// a `navigationDestination` closure (pushed screens, not part of this view).
  package var inlineCalledTypes: [String] = []
  /// The ``referencedMembers`` shown in place, as for ``inlineCalledTypes``.
  package var inlineReferencedMembers: [String] = []
  /// Lower-case names its presentation content refers to (`editor` in
  /// `.sheet(isPresented: $x) { editor }`, `makeViewer` in `content: makeViewer`).
  package var presentedMembers: [String] = []
  /// Whether it holds a `NavigationStack(...)` or a `NavigationView(...)` (a stack too).
  package var hasNavigationStack = false
  /// The properties it binds to a stack's path: `path` for `NavigationStack(path: $path)`.
  package var stackPathProperties: [String] = []
  /// Whether it holds a `Button(...)`.
  package var hasButton = false
  /// Members of a route type that build its pushed screens:
  /// ``ProjectIndex/memberKey(_:_:)`` of the route type as written and the member, for
  /// `route.destinationView()` or `$0.view` in `.navigationDestination(for: Route.self)`.
  package var routeMembers: [String] = []

  /// Creates empty facts.
  package init() {}
}
