/// A stack command that names no stack: it acts on the stack on screen when it runs (the
/// selected tab's deepest presented stack, or the tab's own), so its meaning depends on the
/// commands applied before it.
///
/// Built by the spellings without a stack, such as ``NavigationCommand/push(_:)`` and
/// ``NavigationCommand/back``, and carried by ``NavigationCommand/onActiveStack(_:)``. In a
/// sequence that selects a tab or presents or dismisses a modal, name the stack instead
/// (``NavigationCommand/push(_:on:)`` and its neighbours).
public enum ActiveStackCommand: Hashable, Sendable {
  /// Pushes a route; a no-op when the same route is already on top.
  case push(AnyRoute)
  /// Removes the top route; a no-op with a diagnostic on an empty path (never dismisses).
  case back
  /// Pops to the nearest route of the path, from the top, that matches, leaving it on top; a
  /// no-op with a diagnostic when no route of the path matches.
  case popTo(RouteMatch)
  /// Removes the top `n` routes, clamped to the path (0 or less: nothing); a no-op with a
  /// diagnostic when `n` is positive and the path is empty.
  case popCount(Int)
  /// Empties the path.
  case popToRoot
  /// Replaces the whole path in one step.
  case replacePath([AnyRoute])
  /// Replaces the top route in place (a page turn); pushes on an empty path.
  case replaceTop(AnyRoute)
  /// Presents a modal over the stack on screen; a no-op when the route is already the root of
  /// the deepest modal (a double tap never stacks two identical sheets).
  case present(AnyRoute, style: PresentationStyle)
  /// Removes the deepest presented modal of the selected tab; a no-op with a diagnostic when
  /// nothing is presented.
  case dismiss
  /// Removes every modal of the selected tab.
  @available(*, deprecated, message: "name the tab: NavigationCommand.dismissAll(tab:)")
  case dismissAll
}
