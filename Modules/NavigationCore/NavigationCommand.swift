/// One change of navigation state, applied only by the router.
///
/// A stack command names the stack it acts on with a ``StackID``, so a sequence means the same
/// whatever its earlier commands select, present or dismiss: a link handler writes
/// `[.dismissAll(tab: t), .selectTab(t), .replacePath(routes, on: .tab(t))]`. A command on a
/// stack that does not exist (deeper than what is presented) changes nothing and leaves a
/// diagnostic naming the stack.
///
/// The spellings without a stack (``push(_:)``, ``back``, ``popTo(_:)``, ``popCount(_:)``,
/// ``popToRoot``, ``replacePath(_:)``, ``replaceTop(_:)``, ``present(_:style:)``, ``dismiss``)
/// act on the stack on screen when they run; see ``ActiveStackCommand``.
public enum NavigationCommand: Hashable, Sendable {
  /// Pushes a route on a stack; a no-op when the same route is already on top.
  case push(AnyRoute, on: StackID)
  /// Removes the top `n` routes of a stack, clamped to its path (0 or less: nothing); a no-op
  /// with a diagnostic when `n` is positive and the path is empty. Never dismisses.
  case popCount(Int, on: StackID)
  /// Pops a stack to the nearest route, from the top, that matches, leaving it on top; a no-op
  /// with a diagnostic when no route of the path matches.
  case popTo(RouteMatch, on: StackID)
  /// Empties a stack's path (what it presents stays).
  case popToRoot(on: StackID)
  /// Replaces a stack's whole path in one step (what it presents stays).
  case replacePath([AnyRoute], on: StackID)
  /// Replaces a stack's top route in place (a page turn); pushes on an empty path.
  case replaceTop(AnyRoute, on: StackID)
  /// Presents a modal over a stack, replacing the modal (and everything above it) that the
  /// stack presents. A no-op when the stack already presents a modal with this root, or when
  /// the stack is the one of a modal with this root (a sheet never presents a copy of itself).
  case present(AnyRoute, style: PresentationStyle, over: StackID)
  /// Removes the modal presented over a stack and every modal above it; a no-op with a
  /// diagnostic when the stack presents nothing.
  case dismiss(over: StackID)
  /// Removes every modal of a tab; a no-op when it presents nothing.
  case dismissAll(tab: TabID)
  /// Shows a confirmation alert, replacing any alert shown.
  case showAlert(AlertRequest)
  /// Removes the alert without running its confirm (an incoming link answers it as cancel).
  case dismissAlert
  /// Selects a tab; never changes another tab's stack.
  case selectTab(TabID)
  /// A stack command on the stack on screen when it runs; built by the spellings without a
  /// stack, such as ``push(_:)``.
  case onActiveStack(ActiveStackCommand)
}

extension NavigationCommand {
  /// Pushes a route on the stack on screen when the command runs; a no-op when the same route
  /// is already on top. In a sequence, prefer ``push(_:on:)``.
  ///
  /// - Parameter route: The route.
  /// - Returns: ``onActiveStack(_:)`` with ``ActiveStackCommand/push(_:)``.
  public static func push(_ route: AnyRoute) -> NavigationCommand {
    .onActiveStack(.push(route))
  }

  /// Removes the top route of the stack on screen; a no-op with a diagnostic on an empty path
  /// (never dismisses). In a sequence, prefer ``popCount(_:on:)`` with 1.
  public static var back: NavigationCommand { .onActiveStack(.back) }

  /// Pops the stack on screen to the nearest route that matches. In a sequence, prefer
  /// ``popTo(_:on:)``.
  ///
  /// - Parameter match: Which route to pop back to.
  /// - Returns: ``onActiveStack(_:)`` with ``ActiveStackCommand/popTo(_:)``.
  public static func popTo(_ match: RouteMatch) -> NavigationCommand {
    .onActiveStack(.popTo(match))
  }

  /// Removes the top `count` routes of the stack on screen. In a sequence, prefer
  /// ``popCount(_:on:)``.
  ///
  /// - Parameter count: How many routes to remove, clamped to the path.
  /// - Returns: ``onActiveStack(_:)`` with ``ActiveStackCommand/popCount(_:)``.
  public static func popCount(_ count: Int) -> NavigationCommand {
    .onActiveStack(.popCount(count))
  }

  /// Empties the path of the stack on screen. In a sequence, prefer ``popToRoot(on:)``.
  public static var popToRoot: NavigationCommand { .onActiveStack(.popToRoot) }

  /// Replaces the whole path of the stack on screen. In a sequence, prefer
  /// ``replacePath(_:on:)``.
  ///
  /// - Parameter routes: The new path, bottom first.
  /// - Returns: ``onActiveStack(_:)`` with ``ActiveStackCommand/replacePath(_:)``.
  public static func replacePath(_ routes: [AnyRoute]) -> NavigationCommand {
    .onActiveStack(.replacePath(routes))
  }

  /// Replaces the top route of the stack on screen. In a sequence, prefer
  /// ``replaceTop(_:on:)``.
  ///
  /// - Parameter route: The new top route.
  /// - Returns: ``onActiveStack(_:)`` with ``ActiveStackCommand/replaceTop(_:)``.
  public static func replaceTop(_ route: AnyRoute) -> NavigationCommand {
    .onActiveStack(.replaceTop(route))
  }

  /// Presents a modal over the stack on screen; a no-op when the route is already the root of
  /// the deepest modal. In a sequence, prefer ``present(_:style:over:)``.
  ///
  /// - Parameters:
  ///   - route: The modal's root route.
  ///   - style: Sheet or full-screen cover.
  /// - Returns: ``onActiveStack(_:)`` with ``ActiveStackCommand/present(_:style:)``.
  public static func present(_ route: AnyRoute, style: PresentationStyle) -> NavigationCommand {
    .onActiveStack(.present(route, style: style))
  }

  /// Removes the deepest presented modal of the selected tab; a no-op with a diagnostic when
  /// nothing is presented. In a sequence, prefer ``dismiss(over:)``.
  public static var dismiss: NavigationCommand { .onActiveStack(.dismiss) }

  /// Removes every modal of the tab selected when the command runs.
  @available(
    *, deprecated, renamed: "dismissAll(tab:)",
    message:
      "name the tab: .dismissAll(tab:); this spelling acts on whichever tab an earlier command selected"
  )
  public static var dismissAll: NavigationCommand { .onActiveStack(.dismissAll) }
}
