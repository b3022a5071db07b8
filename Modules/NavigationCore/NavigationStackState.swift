/// One navigation stack: its pushed path and at most one modal it presents.
///
/// The stack's root screen is not part of the path: a tab's root is its feature's tab root,
/// and a presentation's root is ``Presentation/root``.
public struct NavigationStackState: Hashable, Sendable {
  /// The pushed routes, bottom first.
  public var path: RoutePath

  // An array of zero or one element gives the recursive value the indirection it needs.
  private var presented: [Presentation]

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - path: The pushed routes, bottom first.
  ///   - presentation: The modal this stack presents, if any.
  public init(path: RoutePath = [], presentation: Presentation? = nil) {
    self.path = path
    self.presented = presentation.map { [$0] } ?? []
  }

  /// The modal this stack presents, if any (one optional value, never several flags).
  public var presentation: Presentation? {
    get { presented.first }
    set { presented = newValue.map { [$0] } ?? [] }
  }

  /// How many modals are presented above this stack, counting nested ones.
  public var presentationDepth: Int {
    presentation.map { 1 + $0.stack.presentationDepth } ?? 0
  }

  /// The stack that is on screen: the deepest presented one, or this one.
  public var activeStack: NavigationStackState {
    presentation?.stack.activeStack ?? self
  }

  /// The deepest presented modal, if any.
  public var activePresentation: Presentation? {
    guard let presentation else { return nil }
    return presentation.stack.activePresentation ?? presentation
  }

  /// Changes the stack that is on screen.
  ///
  /// - Parameter body: The change, given the deepest presented stack or this one.
  public mutating func updateActiveStack(_ body: (inout NavigationStackState) -> Void) {
    withActiveStack(body)
  }

  /// Changes the stack that is on screen and returns what the change returns.
  ///
  /// - Parameter body: The change, given the deepest presented stack or this one.
  /// - Returns: What `body` returns, such as whether it changed anything.
  package mutating func withActiveStack<Result>(
    _ body: (inout NavigationStackState) -> Result
  ) -> Result {
    // In place: the presented stack is changed inside its storage, never copied out and back
    // (a copy would share the path's buffer, so a push would copy the whole path).
    guard !presented.isEmpty else { return body(&self) }
    return presented[0].stack.withActiveStack(body)
  }

  /// The stack `depth` modals above this one: this stack at 0, the stack of the modal it
  /// presents at 1, and so on; `nil` when fewer modals are presented (or `depth` is negative).
  ///
  /// - Parameter depth: How many modals above this stack.
  /// - Returns: The stack, or `nil`.
  /// - Complexity: O(*depth*).
  public func stack(atDepth depth: Int) -> NavigationStackState? {
    guard depth > 0 else { return depth == 0 ? self : nil }
    return presented.first?.stack.stack(atDepth: depth - 1)
  }

  /// The modal whose stack is `depth` modals above this one (the modal that holds it), or
  /// `nil` at depth 0 or when fewer modals are presented.
  ///
  /// - Parameter depth: How many modals above this stack.
  /// - Returns: The modal holding that stack, or `nil`.
  public func presentation(holdingDepth depth: Int) -> Presentation? {
    guard depth > 0 else { return nil }
    return stack(atDepth: depth - 1)?.presentation
  }

  /// Reads or changes the stack `depth` modals above this one in place.
  ///
  /// - Parameters:
  ///   - depth: How many modals above this stack.
  ///   - body: The read or change.
  /// - Returns: What `body` returns, or `nil` (calling nothing) when there is no such stack.
  package mutating func withStack<Result>(
    atDepth depth: Int, _ body: (inout NavigationStackState) -> Result
  ) -> Result? {
    guard depth > 0 else { return depth == 0 ? body(&self) : nil }
    guard !presented.isEmpty else { return nil }
    return presented[0].stack.withStack(atDepth: depth - 1, body)
  }

  /// Removes the deepest presented modal; with none presented this is a no-op.
  ///
  /// - Returns: `true` when a modal was removed.
  @discardableResult
  public mutating func dismissTop() -> Bool {
    guard var presentation else { return false }
    if !presentation.stack.dismissTop() {
      self.presentation = nil
    } else {
      self.presentation = presentation
    }
    return true
  }
}
