import NavigationCore

/// The whole navigation state of the app: tabs with one independent stack each, the selected
/// tab, and at most one alert.
///
/// Only ``Router`` changes the live value; the commands that change it are pure functions in
/// `AppNavigationState+Commands.swift`, so any state can be built and checked in tests.
public struct AppNavigationState: Hashable, Sendable {
  /// The window this state belongs to; `1` until windows arrive.
  public var window: Int
  /// How the window arranges the state.
  public var layout: Layout
  /// The tabs in display order.
  public var tabOrder: [TabID]
  /// The selected tab.
  public var selectedTab: TabID
  /// One independent stack per tab.
  ///
  /// A dictionary made on each read from the stacks kept by tab position; assigning one keeps
  /// the position of every tab that keeps a stack.
  public var stacks: [TabID: NavigationStackState] {
    get { tabStacks.dictionary }
    set { tabStacks.replace(with: newValue) }
  }
  /// The stacks by tab position, read and changed in place.
  package var tabStacks: TabStacks
  /// The alert shown over everything, if any (at most one).
  public var alert: AlertRequest?

  /// Creates a state with an empty stack for every tab.
  ///
  /// - Parameters:
  ///   - tabs: The tabs in display order; a repeated tab is kept once.
  ///   - selectedTab: The selected tab.
  ///   - window: The window number.
  ///   - layout: How the window arranges the state.
  public init(tabs: [TabID], selectedTab: TabID, window: Int = 1, layout: Layout = .compact) {
    var seen: Set<TabID> = []
    self.tabOrder = tabs.filter { seen.insert($0).inserted }
    self.selectedTab = selectedTab
    self.tabStacks = TabStacks(tabs: tabOrder)
    self.window = window
    self.layout = layout
    self.alert = nil
  }

  // MARK: - Reading

  /// The selected tab's own stack, including what it presents.
  public var selectedStack: NavigationStackState {
    tabStacks[selectedTab] ?? NavigationStackState()
  }

  /// The stack on screen: the selected tab's deepest presented stack, or its own.
  public var activeStack: NavigationStackState {
    selectedStack.activeStack
  }

  /// The stack on screen, by name: the selected tab at the depth of its deepest modal.
  public var activeStackID: StackID {
    StackID(tab: selectedTab, depth: selectedStack.presentationDepth)
  }

  /// A stack by name.
  ///
  /// - Parameter id: The stack.
  /// - Returns: The stack, or `nil` when its tab is not one of the tabs or fewer modals are
  ///   presented over the tab's stack than its depth.
  /// - Complexity: O(*t* + *d*) in the number of tabs and the depth.
  public func stack(_ id: StackID) -> NavigationStackState? {
    guard let tabStack = tabStacks[id.tab] ?? (hasStack(for: id.tab) ? .init() : nil) else {
      return nil
    }
    return tabStack.stack(atDepth: id.depth)
  }

  /// Whether a tab has a stack, empty until something is pushed or presented: one of the
  /// tabs, or the selected tab.
  func hasStack(for tab: TabID) -> Bool {
    tab == selectedTab || tabOrder.contains(tab)
  }

  /// The selected tab's deepest presented modal, if any.
  public var activePresentation: Presentation? {
    selectedStack.activePresentation
  }

  /// The route on screen: the active stack's top, the active modal's root, or `nil` for the
  /// selected tab's root.
  public var visibleRoute: AnyRoute? {
    activeStack.path.top ?? activePresentation?.root
  }

  /// What a feature sees when it builds a screen for a route or handles an intent from it.
  ///
  /// - Parameter route: The route concerned, or `nil` for the selected tab's root.
  /// - Returns: The selected tab, the active path and presentation, and `route`.
  public func context(for route: AnyRoute?) -> FeatureContext {
    let selected = selectedStack
    return FeatureContext(
      tab: selectedTab, path: selected.activeStack.path,
      presentation: selected.activePresentation, route: route,
      stack: StackID(tab: selectedTab, depth: selected.presentationDepth))
  }
}
