/// A modal shown over a stack: a sheet or a full-screen cover with its own stack.
public struct Presentation: Hashable, Sendable, Identifiable {
  /// Sheet or full-screen cover.
  public var style: PresentationStyle
  /// The modal's root route.
  public var root: AnyRoute
  /// The modal's own stack, which may push and present again.
  public var stack: NavigationStackState
  /// A sheet's detents and the selected one; `nil` for the system's default and for a cover.
  public var detents: SheetDetents?

  /// Creates a presentation whose detents are those its root declares.
  ///
  /// - Parameters:
  ///   - style: Sheet or full-screen cover.
  ///   - root: The modal's root route; a sheet takes the detents it declares through
  ///     ``SheetSizing`` (none for a full-screen cover).
  ///   - stack: The modal's own stack; empty by default.
  public init(style: PresentationStyle, root: AnyRoute, stack: NavigationStackState = .init()) {
    self.init(
      style: style, root: root, stack: stack,
      detents: (root.base as? any SheetSizing)?.sheetDetents)
  }

  /// Creates a presentation with the given detents, such as restored ones.
  ///
  /// - Parameters:
  ///   - style: Sheet or full-screen cover.
  ///   - root: The modal's root route.
  ///   - stack: The modal's own stack.
  ///   - detents: A sheet's detents; ignored (`nil`) for a full-screen cover.
  public init(
    style: PresentationStyle, root: AnyRoute, stack: NavigationStackState,
    detents: SheetDetents?
  ) {
    self.style = style
    self.root = root
    self.stack = stack
    self.detents = style == .sheet ? detents : nil
  }

  /// The modal's identity while it is shown: its style and root, not its stack or detents,
  /// so a push inside a sheet or a drag to another detent keeps the same sheet on screen.
  public var id: PresentationID {
    PresentationID(style: style, root: root)
  }
}
