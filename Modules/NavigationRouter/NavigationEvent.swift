import NavigationCore

/// What one applied change did to navigation, for observers such as analytics or a SwiftUI
/// `onDismiss`.
///
/// The router emits the events of one apply once, after its one state write, in the order the
/// changes happened (see ``Router/addEventObserver(_:)``).
public enum NavigationEvent: Hashable, Sendable {
  /// A route was pushed on a stack of `tab`.
  case pushed(AnyRoute, tab: TabID)
  /// Routes were removed from the top of a stack of `tab`, bottom first.
  case popped([AnyRoute], tab: TabID)
  /// A sheet or cover was presented on `tab`.
  case presented(AnyRoute, style: PresentationStyle, tab: TabID)
  /// Modals of `tab` closed, deepest first; several when they close at once.
  case dismissed([Presentation], tab: TabID)
  /// Another tab was selected.
  case tabSelected(TabID)
  /// An alert was shown.
  case alertShown(title: String)
  /// An alert was answered: confirmed, or cancelled (also by an incoming link).
  case alertAnswered(title: String, confirmed: Bool)
  /// A deep link or universal link was opened, and how it resolved, such as `ok`, `fallback`,
  /// `failed`, `ignored` or `malformed`.
  case linkOpened(url: String, outcome: String)

  /// The events that lead from one state to the next.
  ///
  /// - Parameters:
  ///   - old: The state before one command.
  ///   - new: The state after it.
  ///   - confirmed: Whether an alert that went away was confirmed (otherwise cancelled).
  /// - Returns: Stack changes tab by tab (dismissals, pops, pushes, presentations), then the
  ///   selected tab, then the alert.
  /// - Complexity: O(*n*) in the size of both states.
  public static func changes(
    from old: AppNavigationState, to new: AppNavigationState, alertConfirmed confirmed: Bool
  ) -> [NavigationEvent] {
    var events: [NavigationEvent] = []
    for tab in new.tabOrder where old.tabStacks[tab] != new.tabStacks[tab] {
      events += changes(
        from: old.tabStacks[tab] ?? NavigationStackState(),
        to: new.tabStacks[tab] ?? NavigationStackState(), tab: tab)
    }
    if old.selectedTab != new.selectedTab { events.append(.tabSelected(new.selectedTab)) }
    if old.alert != new.alert {
      if let answered = old.alert {
        events.append(.alertAnswered(title: answered.title, confirmed: confirmed))
      }
      if let shown = new.alert { events.append(.alertShown(title: shown.title)) }
    }
    return events
  }

  /// The events that lead from one stack to the next.
  static func changes(
    from old: NavigationStackState, to new: NavigationStackState, tab: TabID
  ) -> [NavigationEvent] {
    var events: [NavigationEvent] = []
    let samePresentation =
      old.presentation?.root == new.presentation?.root
      && old.presentation?.style == new.presentation?.style
    if let closing = old.presentation, !samePresentation {
      events.append(.dismissed(chain(from: closing).reversed(), tab: tab))
    }
    let common = zip(old.path, new.path).prefix { $0 == $1 }.count
    if old.path.count > common {
      events.append(.popped(Array(old.path.routes[common...]), tab: tab))
    }
    for route in new.path.routes[common...] {
      events.append(.pushed(route, tab: tab))
    }
    if let opened = new.presentation {
      if samePresentation, let kept = old.presentation {
        events += changes(from: kept.stack, to: opened.stack, tab: tab)
      } else {
        events.append(.presented(opened.root, style: opened.style, tab: tab))
        events += changes(from: NavigationStackState(), to: opened.stack, tab: tab)
      }
    }
    return events
  }

  /// A modal and every modal it presents, outermost first.
  private static func chain(from presentation: Presentation) -> [Presentation] {
    var chain = [presentation]
    while let next = chain.last?.stack.presentation { chain.append(next) }
    return chain
  }
}
