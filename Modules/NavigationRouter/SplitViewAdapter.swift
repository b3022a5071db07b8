import NavigationCore

/// Derives the regular layout's columns from a tab's one path, and turns split-view gestures
/// back into changes of that path: pure functions, no state of their own.
///
/// The path is the model in both layouts; a column's selection is the first route of the column to
/// its right. Walking the path bottom first, each route goes into the column of its declared
/// ``/NavigationCore/ColumnRole``, or stays in the current column when its role is further left (a
/// column never moves left), or moves one column right when no role is declared. The columns'
/// routes, joined left to right, are always exactly the path.
public enum SplitViewAdapter {
  /// The columns of a tab's path, sidebar first.
  ///
  /// - Parameters:
  ///   - path: The tab's path (never a modal's: a sheet or cover covers the columns).
  ///   - root: The tab's root route, drawn at the bottom of the sidebar.
  ///   - role: The declared role of a route, `nil` when its feature declares none.
  /// - Returns: One to three columns, roles strictly increasing; the sidebar is always first.
  /// - Complexity: O(*n*) in the length of the path.
  public static func columns(
    path: RoutePath, root: AnyRoute?, role: (AnyRoute) -> ColumnRole?
  ) -> [SplitViewColumn] {
    var columns = [SplitViewColumn(role: .sidebar, root: root, routes: [], pathRange: 0..<0)]
    for (index, route) in path.enumerated() {
      let current = columns[columns.count - 1].role
      let declared = role(route) ?? ColumnRole.allCases.first { $0 > current } ?? .detail
      if declared > current {
        columns.append(
          SplitViewColumn(role: declared, routes: [route], pathRange: index..<index + 1))
      } else {
        columns[columns.count - 1].routes.append(route)
        columns[columns.count - 1].pathRange =
          columns[columns.count - 1].pathRange.lowerBound..<index + 1
      }
    }
    return columns
  }

  /// The path as it stands when a row of a column is chosen: that column and those to its
  /// left, without the columns to its right (which the choice replaces).
  ///
  /// - Parameters:
  ///   - index: The chosen column's position, 0 for the sidebar.
  ///   - columns: The tab's columns.
  ///   - path: The tab's path the columns were derived from.
  /// - Returns: The routes of the path up to the end of the column.
  public static func path(
    through index: Int, of columns: [SplitViewColumn], in path: RoutePath
  ) -> [AnyRoute] {
    guard columns.indices.contains(index) else { return path.routes }
    return Array(path.routes[..<columns[index].pathRange.upperBound])
  }

  /// The path after `back` in the regular layout: the rightmost column is cleared.
  ///
  /// - Parameters:
  ///   - columns: The tab's columns.
  ///   - path: The tab's path the columns were derived from.
  /// - Returns: The routes left of the rightmost column; `nil` when only the tab's root shows
  ///   (nothing to go back to).
  public static func pathClearingRightmostColumn(
    _ columns: [SplitViewColumn], in path: RoutePath
  ) -> [AnyRoute]? {
    guard let last = columns.last, !last.routes.isEmpty else { return nil }
    return Array(path.routes[..<last.pathRange.lowerBound])
  }

  /// Whether a command changes the stack's path (and so replaces the columns to the right of
  /// a chosen column), as opposed to presenting, alerting or switching tabs.
  ///
  /// - Parameter command: A command.
  /// - Returns: `true` for push, back, pop to a route, pop a count, pop to root, replace path
  ///   and replace top.
  public static func changesPath(_ command: NavigationCommand) -> Bool {
    switch command {
    case .push, .popTo, .popCount, .popToRoot, .replacePath, .replaceTop: true
    case .present, .dismiss, .dismissAll, .showAlert, .dismissAlert, .selectTab: false
    case .onActiveStack(let relative):
      switch relative {
      case .push, .back, .popTo, .popCount, .popToRoot, .replacePath, .replaceTop: true
      case .present, .dismiss, .dismissAll: false
      }
    }
  }
}
