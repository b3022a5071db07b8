import NavigationCore

/// The parts of a router's state that observers see apart, each numbered for the key path
/// that names it to the observation registrar: the selected tab, the alert, the window's
/// frame (window, layout, tabs), the data revision, and for every stack its path and which
/// modal it presents.
///
/// A stack's parts are numbered from its tab's position in the router's list of tabs seen
/// (which only grows) and its depth, so the numbers stay small and never collide.
enum ObservedPart {
  /// ``Router/selectedTab``.
  static let selectedTab = 0
  /// ``Router/alert``.
  static let alert = 1
  /// The window number, the layout and the tab order.
  static let frame = 2
  /// ``Router/dataRevision``.
  static let data = 3

  /// The path of the stack at `depth` of the tab at `position`.
  @inline(__always)
  static func path(position: Int, depth: Int) -> Int {
    4 + 2 * stack(position: position, depth: depth)
  }

  /// Which modal the stack at `depth` of the tab at `position` presents, and its detents.
  @inline(__always)
  static func presentation(position: Int, depth: Int) -> Int {
    5 + 2 * stack(position: position, depth: depth)
  }

  /// One number per stack: the pairing of position and depth along diagonals.
  @inline(__always)
  private static func stack(position: Int, depth: Int) -> Int {
    let diagonal = position + depth
    return diagonal * (diagonal + 1) / 2 + depth
  }

  /// The stack parts that differ between two stacks of one tab, depth by depth: a path that
  /// changed, and a presentation whose root, style or detents changed (what the modal shows
  /// inside is the next depth's parts). A stack that is not there reads as an empty one.
  ///
  /// - Parameters:
  ///   - old: The tab's stack before.
  ///   - new: The tab's stack after.
  ///   - position: The tab's position.
  ///   - parts: Where the changed parts are added.
  static func changes(
    from old: NavigationStackState?, to new: NavigationStackState?, position: Int,
    into parts: inout [Int]
  ) {
    var old = old
    var new = new
    var depth = 0
    while old != nil || new != nil {
      if (old?.path ?? []) != (new?.path ?? []) {
        parts.append(path(position: position, depth: depth))
      }
      let oldModal = old?.presentation
      let newModal = new?.presentation
      if oldModal?.root != newModal?.root || oldModal?.style != newModal?.style
        || oldModal?.detents != newModal?.detents
      {
        parts.append(presentation(position: position, depth: depth))
      }
      old = oldModal?.stack
      new = newModal?.stack
      depth += 1
    }
  }
}
