import NavigationCore

/// One column of the regular layout: its role and the part of the tab's path it shows.
public struct SplitViewColumn: Hashable, Sendable {
  /// Sidebar, content or detail.
  public var role: ColumnRole
  /// The tab's root route, drawn at the bottom of the sidebar; `nil` in the other columns (and
  /// in a sidebar whose tab no feature draws).
  public var root: AnyRoute?
  /// The routes of the tab's path this column holds, bottom first; empty for a sidebar that
  /// shows only the tab's root.
  public var routes: [AnyRoute]
  /// Where ``routes`` sit in the tab's path.
  public var pathRange: Range<Int>

  /// Creates a column.
  ///
  /// - Parameters:
  ///   - role: The column's role.
  ///   - root: The tab's root route, for the sidebar.
  ///   - routes: The routes it holds, bottom first.
  ///   - pathRange: Where those routes sit in the tab's path.
  public init(role: ColumnRole, root: AnyRoute? = nil, routes: [AnyRoute], pathRange: Range<Int>) {
    self.role = role
    self.root = root
    self.routes = routes
    self.pathRange = pathRange
  }

  /// The route the column shows: its last route, else the tab's root.
  public var top: AnyRoute? { routes.last ?? root }
}
