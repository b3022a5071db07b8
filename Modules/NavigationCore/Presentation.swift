/// A modal shown over a stack: a sheet or a full-screen cover with its own stack.
public struct Presentation: Hashable, Sendable {
  /// Sheet or full-screen cover.
  public var style: PresentationStyle
  /// The modal's root route.
  public var root: AnyRoute
  /// The modal's own stack, which may push and present again.
  public var stack: NavigationStackState

  /// Creates a presentation.
  ///
  /// - Parameters:
  ///   - style: Sheet or full-screen cover.
  ///   - root: The modal's root route.
  ///   - stack: The modal's own stack; empty by default.
  public init(style: PresentationStyle, root: AnyRoute, stack: NavigationStackState = .init()) {
    self.style = style
    self.root = root
    self.stack = stack
  }
}
