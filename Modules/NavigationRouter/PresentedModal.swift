import NavigationCore

/// Which modal a stack presents, without what the modal shows inside: what
/// ``Router/presented(over:)`` gives, so that observing it is not disturbed by pushes inside the
/// modal.
public struct PresentedModal: Hashable, Sendable {
  /// Sheet or full-screen cover.
  public var style: PresentationStyle
  /// The modal's root route.
  public var root: AnyRoute
  /// The modal's own stack, by name (read its path with ``Router/path(on:)``).
  public var stack: StackID

  /// Creates the description of a presented modal.
  ///
  /// - Parameters:
  ///   - style: Sheet or full-screen cover.
  ///   - root: The modal's root route.
  ///   - stack: The modal's own stack.
  public init(style: PresentationStyle, root: AnyRoute, stack: StackID) {
    self.style = style
    self.root = root
    self.stack = stack
  }
}
