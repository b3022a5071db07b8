/// One change of navigation state, applied only by the router.
///
/// Stack commands act on the active stack of the selected tab: the deepest presented modal's
/// stack, or the tab's own stack when nothing is presented.
public enum NavigationCommand: Hashable, Sendable {
  /// Pushes a route; a no-op when the same route is already on top.
  case push(AnyRoute)
  /// Removes the top route; a no-op on an empty path (never dismisses, never empties a root).
  case back
  /// Pops to the nearest route of the active path, from the top, that matches, leaving it on
  /// top; a no-op with a diagnostic when no route of the path matches.
  case popTo(RouteMatch)
  /// Removes the top `n` routes of the active path, clamped to the path (0 or less: nothing).
  case popCount(Int)
  /// Empties the active stack's path.
  case popToRoot
  /// Replaces the active stack's whole path in one step.
  case replacePath([AnyRoute])
  /// Replaces the active stack's top route in place (a page turn); pushes on an empty path.
  case replaceTop(AnyRoute)
  /// Presents a modal over the active stack; a no-op when the route is already the root of
  /// the active modal (a double tap never stacks two identical sheets).
  case present(AnyRoute, style: PresentationStyle)
  /// Removes the deepest presented modal; a no-op when nothing is presented.
  case dismiss
  /// Removes every modal of the selected tab.
  case dismissAll
  /// Shows a confirmation alert, replacing any alert shown.
  case showAlert(AlertRequest)
  /// Removes the alert without running its confirm (an incoming link answers it as cancel).
  case dismissAlert
  /// Selects a tab; never changes another tab's stack.
  case selectTab(TabID)
}
