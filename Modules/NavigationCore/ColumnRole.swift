/// The column a route fills when the app shows a split view (a sidebar and detail columns side
/// by side, like SwiftUI's `NavigationSplitView`), from left to right.
///
/// A feature declares the role of each of its routes (see ``SplitViewColumns``); the router's
/// split-view adapter groups a tab's path into columns by these roles. The compact layout (one
/// stack) ignores them, and no screen or intent handling ever sees which layout is active.
public enum ColumnRole: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
  /// The leftmost column: a tab's root list, and routes that replace it (search results).
  case sidebar
  /// The middle column: what the sidebar's selection shows (an item, a section).
  case content
  /// The rightmost column: what the content column's selection shows (its detail).
  case detail

  /// The column's position from the left, 0 for the sidebar.
  public var index: Int {
    switch self {
    case .sidebar: 0
    case .content: 1
    case .detail: 2
    }
  }

  public static func < (lhs: ColumnRole, rhs: ColumnRole) -> Bool {
    lhs.index < rhs.index
  }
}
