/// Names one navigation stack: a tab's own stack, or the stack of a modal presented over it.
///
/// Depth 0 is the tab's own stack; depth *n* is the stack of the *n*-th sheet or full-screen
/// cover presented over it (each modal has its own stack, which may present again). Commands
/// that name their stack, such as ``NavigationCommand/push(_:on:)``, act on it whatever the
/// earlier commands of the same sequence selected or presented.
public struct StackID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The tab the stack belongs to.
  public var tab: TabID
  /// 0 for the tab's own stack, *n* for the stack of the *n*-th modal over it.
  public var depth: Int

  /// Names a stack.
  ///
  /// - Parameters:
  ///   - tab: The tab.
  ///   - depth: 0 for the tab's own stack, *n* for the stack of the *n*-th modal over it.
  public init(tab: TabID, depth: Int = 0) {
    self.tab = tab
    self.depth = depth
  }

  /// The tab's own stack (depth 0).
  ///
  /// - Parameter tab: The tab.
  /// - Returns: The stack at depth 0 of `tab`.
  public static func tab(_ tab: TabID) -> StackID {
    StackID(tab: tab)
  }

  /// The stack of the modal this stack presents (one deeper).
  public var presented: StackID {
    StackID(tab: tab, depth: depth + 1)
  }

  /// The stack that presents the modal holding this stack (one shallower), or `nil` for a
  /// tab's own stack.
  public var presenting: StackID? {
    depth > 0 ? StackID(tab: tab, depth: depth - 1) : nil
  }

  /// The stack as messages name it: `library` for a tab's own stack, `library › modal 2` for
  /// the stack of the second modal over it.
  public var description: String {
    depth == 0 ? tab.rawValue : "\(tab.rawValue) › modal \(depth)"
  }
}
