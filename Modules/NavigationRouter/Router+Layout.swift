import NavigationCore

extension Router {
  /// The selected tab's columns in the regular layout, sidebar first, derived from its path.
  ///
  /// Computed in either layout (the compact layout simply does not show them).
  public var columns: [SplitViewColumn] {
    SplitViewAdapter.columns(
      path: state.selectedStack.path, root: registry.tabRoot(for: state.selectedTab),
      role: registry.columnRole(for:))
  }

  /// Switches the layout as one write; paths, presentations and the selected tab stay as
  /// they are.
  ///
  /// - Parameter layout: The layout.
  public func setLayout(_ layout: Layout) {
    var next = state
    next.layout = layout
    commit(next)
  }

  /// Sends an intent from a row of a column of the regular layout, as one state write.
  ///
  /// The feature sees the column's route on top of a path that ends with the column, as it
  /// would in the compact layout with that screen on top. When the outcome changes the path,
  /// the columns right of the chosen one are replaced first, so choosing a row replaces them
  /// instead of pushing after them; presenting, alerts and data changes leave them.
  ///
  /// - Parameters:
  ///   - intent: The intent of the chosen row.
  ///   - index: The column's position in ``columns``, 0 for the sidebar.
  /// - Returns: The outcome's reply; empty (nothing changes) when the column does not exist or
  ///   a sheet or cover covers the columns.
  @discardableResult
  public func send(_ intent: AnyIntent, fromColumn index: Int) -> IntentReply {
    let columns = columns
    guard columns.indices.contains(index), state.selectedStack.presentation == nil else {
      return IntentReply()
    }
    let path = state.selectedStack.path
    let through = SplitViewAdapter.path(through: index, of: columns, in: path)
    let context = FeatureContext(
      tab: state.selectedTab, path: RoutePath(through), presentation: nil,
      route: columns[index].routes.last)
    var outcome = resolve(intent, in: context)
    if outcome.commands.contains(where: SplitViewAdapter.changesPath), through != path.routes {
      outcome.commands.insert(.replacePath(through), at: 0)
    }
    return apply(outcome)
  }
}
