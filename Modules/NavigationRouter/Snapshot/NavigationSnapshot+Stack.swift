import NavigationCore

extension NavigationSnapshot {
  /// One saved stack: its pushed routes and the modal it presents, if any.
  public struct Stack: Hashable, Sendable {
    /// The pushed routes, bottom first, in their flat JSON form.
    public var path: [RouteObject]
    // Zero or one element: the indirection the recursive value needs.
    private var presented: [Modal]

    /// Creates a saved stack.
    ///
    /// - Parameters:
    ///   - path: The pushed routes, bottom first, in their flat JSON form.
    ///   - presentation: The modal the stack presents, if any.
    public init(path: [RouteObject] = [], presentation: Modal? = nil) {
      self.path = path
      self.presented = presentation.map { [$0] } ?? []
    }

    /// The saved form of a stack.
    ///
    /// - Parameter stack: The stack.
    /// - Throws: ``NavigationSnapshotError/unencodableRoute(key:reason:)`` naming a route that
    ///   cannot be written.
    public init(_ stack: NavigationStackState) throws(NavigationSnapshotError) {
      var path: [RouteObject] = []
      path.reserveCapacity(stack.path.count)
      for route in stack.path {
        path.append(try NavigationSnapshot.object(for: route))
      }
      self.init(path: path, presentation: try stack.presentation.map(Modal.init))
    }

    /// The modal the stack presents, if any.
    public var presentation: Modal? {
      get { presented.first }
      set { presented = newValue.map { [$0] } ?? [] }
    }

    /// How many modals are presented above this stack, counting nested ones.
    var presentationDepth: Int {
      presentation.map { 1 + $0.stack.presentationDepth } ?? 0
    }
  }

  /// One saved modal: a sheet or full-screen cover with its root route, its own stack and, for
  /// a sheet, its detents.
  public struct Modal: Hashable, Sendable {
    /// Sheet or full-screen cover.
    public var style: PresentationStyle
    /// The modal's root route in its flat JSON form.
    public var root: RouteObject
    /// The modal's own stack.
    public var stack: Stack
    /// A sheet's detents and the selected one; `nil` for the system's default and for a cover.
    public var detents: SheetDetents?

    /// Creates a saved modal.
    ///
    /// - Parameters:
    ///   - style: Sheet or full-screen cover.
    ///   - root: The root route in its flat JSON form.
    ///   - stack: The modal's own stack; empty by default.
    ///   - detents: A sheet's detents; `nil` by default, and always for a cover.
    public init(
      style: PresentationStyle, root: RouteObject, stack: Stack = Stack(),
      detents: SheetDetents? = nil
    ) {
      self.style = style
      self.root = root
      self.stack = stack
      self.detents = style == .sheet ? detents : nil
    }

    /// The saved form of a presentation.
    ///
    /// - Parameter presentation: The sheet or cover.
    /// - Throws: ``NavigationSnapshotError/unencodableRoute(key:reason:)`` naming a route that
    ///   cannot be written.
    public init(_ presentation: Presentation) throws(NavigationSnapshotError) {
      self.init(
        style: presentation.style, root: try NavigationSnapshot.object(for: presentation.root),
        stack: try Stack(presentation.stack), detents: presentation.detents)
    }
  }
}
