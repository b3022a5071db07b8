import NavigationCore

// TEMPORARY: the router helper's `StackID` (NavigationCore) replaces this file on rebase.
/// One stack of the app: a tab's own stack (depth 0) or the stack of the n-th modal over it.
public struct StackID: Hashable, Sendable {
  /// The tab the stack belongs to.
  public var tab: TabID
  /// 0 for the tab's own stack, n for the stack of the n-th modal presented over it.
  public var depth: Int

  /// Names a stack.
  public init(tab: TabID, depth: Int) {
    self.tab = tab
    self.depth = depth
  }

  /// The tab's own stack.
  public static func tab(_ tab: TabID) -> StackID { StackID(tab: tab, depth: 0) }

  /// The stack of the modal presented over this one.
  public var presented: StackID { StackID(tab: tab, depth: depth + 1) }
}
