import NavigationCore

/// Something that went wrong without stopping the app: a command that changed nothing for a
/// reason, or a screen that could not be built.
///
/// The router records each in ``Router/diagnosticLog``; ``description`` is the message a log or
/// a terminal shows.
public enum NavigationDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// ``/NavigationCore/NavigationCommand/selectTab(_:)`` named a tab that is not one of `tabs`.
  case unknownTab(TabID, tabs: [TabID])
  /// A command named a stack that does not exist: its tab is not one of `tabs`, or it is
  /// deeper than the `presented` modals of its tab (`nil` when the tab is unknown).
  case noStack(StackID, presented: Int?, tabs: [TabID])
  /// A pop to a route found no route that matches on the stack (`nil`: the stack on screen,
  /// for a command that named none).
  case noRouteMatching(RouteMatch, on: StackID?)
  /// A back or pop had no route to remove from the stack's path.
  case nothingToPop(on: StackID)
  /// A dismiss found no modal presented over the stack.
  case nothingToDismiss(over: StackID)
  /// A push, presentation or path replacement carried a route that no registered feature
  /// declares; the command changed nothing.
  case unregisteredRoute(AnyRoute, command: String)
  /// The router was created with a selected tab that is not one of its tabs.
  case selectedTabNotATab(TabID)
  /// No feature draws the root screen of the tab.
  case noTabRoot(TabID)
  /// No feature declares the route key, so its screen is a `No destination` screen.
  case noDestination(key: String)
  /// No feature of the intent's name handles the intent.
  case noHandler(AnyIntent)

  /// The message, such as `unknown tab 'x'; the tabs are shop, account`.
  public var description: String {
    switch self {
    case .unknownTab(let tab, let tabs):
      "unknown tab '\(tab)'; the tabs are \(Self.list(tabs))"
    case .noStack(let stack, let presented?, _):
      "no stack '\(stack)': the tab '\(stack.tab)' presents \(presented) modal"
        + "\(presented == 1 ? "" : "s"); nothing changed"
    case .noStack(let stack, nil, let tabs):
      "no stack '\(stack)': '\(stack.tab)' is not one of the tabs (\(Self.list(tabs))); "
        + "nothing changed"
    case .noRouteMatching(let match, let stack?):
      "no route matching \(match) in the path of '\(stack)'; nothing was popped"
    case .noRouteMatching(let match, nil):
      "no route matching \(match) in the path; nothing was popped"
    case .nothingToPop(let stack):
      "nothing to pop on '\(stack)': its path is empty; nothing changed"
    case .nothingToDismiss(let stack):
      "nothing is presented over '\(stack)'; nothing was dismissed"
    case .unregisteredRoute(let route, let command):
      "no registered feature declares the route \(route) (\(command)); nothing changed"
    case .selectedTabNotATab(let tab):
      "the selected tab '\(tab)' is not one of the tabs"
    case .noTabRoot(let tab):
      "no feature draws the root of the tab '\(tab)'"
    case .noDestination(let key):
      "no destination for route key '\(key)'"
    case .noHandler(let intent):
      "no feature '\(intent.feature)' handles the intent \(intent)"
    }
  }

  private static func list(_ tabs: [TabID]) -> String {
    tabs.map(\.rawValue).joined(separator: ", ")
  }
}
