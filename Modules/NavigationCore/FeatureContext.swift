/// The read-only view of navigation a feature sees when it builds a screen or handles an intent.
///
/// Data look-ups (catalog, notes, settings) come from the dependencies the composition root
/// injected into the feature; this context carries only where the user is.
public struct FeatureContext: Hashable, Sendable {
  /// The selected tab.
  public var tab: TabID
  /// The path of the active stack (the deepest presented one, or the tab's own).
  public var path: RoutePath
  /// The modal that holds the active stack, or `nil` when the tab's own stack is active.
  public var presentation: Presentation?
  /// The route whose screen is built or emitted the intent; `nil` for a tab's root screen.
  public var route: AnyRoute?
  /// The stack whose path is ``path``, for commands that name it, such as
  /// `.push(route, on: context.stack)`.
  public var stack: StackID

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - tab: The selected tab.
  ///   - path: The active stack's path.
  ///   - presentation: The modal holding the active stack, if any.
  ///   - route: The route concerned, `nil` for a tab root.
  ///   - stack: The stack whose path is `path`; the tab's own stack by default.
  public init(
    tab: TabID, path: RoutePath = [], presentation: Presentation? = nil, route: AnyRoute? = nil,
    stack: StackID? = nil
  ) {
    self.tab = tab
    self.path = path
    self.presentation = presentation
    self.route = route
    self.stack = stack ?? .tab(tab)
  }
}
