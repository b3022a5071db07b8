import NavigationCore
import NavigationRouter

extension NavigationBindings {
  /// The intent action of a view drawn on a stack: what `\.sendIntent` holds under it.
  ///
  /// - Parameters:
  ///   - route: The route the view draws, or `nil` for a tab's root.
  ///   - stack: The stack the view is in.
  /// - Returns: An action that sends through ``send(_:from:on:)``.
  public func sendAction(from route: AnyRoute?, on stack: StackID) -> SendIntentAction {
    SendIntentAction { intent in self.send(intent, from: route, on: stack) }
  }

  /// The intent action of a view drawn in a column of the regular layout.
  ///
  /// - Parameter index: The column's position, 0 for the sidebar.
  /// - Returns: An action that sends through ``send(_:fromColumn:)``.
  public func sendAction(fromColumn index: Int) -> SendIntentAction {
    SendIntentAction { intent in self.send(intent, fromColumn: index) }
  }
}
