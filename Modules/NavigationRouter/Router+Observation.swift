import NavigationCore
import Observation

extension Router {
  /// The selected tab; observing it is notified only when another tab is selected.
  public var selectedTab: TabID {
    access(ObservedPart.selectedTab)
    return storage.state.selectedTab
  }

  /// The alert shown, if any; observing it is notified only when the alert changes.
  public var alert: AlertRequest? {
    access(ObservedPart.alert)
    return storage.state.alert
  }

  /// How many applied outcomes changed data (each outcome with data changes adds 1, also one
  /// that changed no navigation state), so an observer of the router hears of a change that
  /// is only in the app's data. ``screen(for:)`` and ``title(for:)`` observe it.
  public var dataRevision: Int {
    access(ObservedPart.data)
    return storage.dataRevision
  }

  /// The path of a stack; observing it is notified only when that path changes.
  ///
  /// - Parameter stack: The stack.
  /// - Returns: Its path, empty when the stack does not exist.
  /// - Complexity: O(*t* + *d*) in the number of tabs and the depth.
  public func path(on stack: StackID) -> RoutePath {
    access(stackPart(stack, ObservedPart.path))
    return storage.state.stack(stack)?.path ?? []
  }

  /// Which modal a stack presents, without its content; observing it is notified only when
  /// the modal over that stack is presented, dismissed or replaced, or its selected detent
  /// changes (not by pushes inside it: read the modal's stack with ``path(on:)``).
  ///
  /// - Parameter stack: The presenting stack.
  /// - Returns: The modal's style, root and stack, or `nil` when it presents nothing.
  /// - Complexity: O(*t* + *d*) in the number of tabs and the depth.
  public func presented(over stack: StackID) -> PresentedModal? {
    access(stackPart(stack, ObservedPart.presentation))
    guard let modal = storage.state.stack(stack)?.presentation else { return nil }
    return PresentedModal(style: modal.style, root: modal.root, stack: stack.presented)
  }

  // MARK: - Parts

  /// A stand-in member whose key paths, one per part number, name the parts to the registrar.
  nonisolated private subscript(observedPart part: Int) -> Int { part }

  /// The key path of a part: the one kept, or one made now and kept.
  ///
  /// - Parameters:
  ///   - part: The part's number.
  ///   - known: The key path kept for it, if the caller read it already.
  @inline(__always)
  func keyPath(_ part: Int, _ known: AnyKeyPath?) -> KeyPath<Router, Int> {
    if let known { return unsafeDowncast(known, to: KeyPath<Router, Int>.self) }
    let made = \Router[observedPart: part]
    storage.keep(made, for: part)
    return made
  }

  /// Tells the registrar a part was read.
  func access(_ part: Int) {
    observationRegistrar.access(self, keyPath: keyPath(part, storage.keyPath(of: part)))
  }

  /// The number of a stack's part.
  private func stackPart(_ stack: StackID, _ part: (Int, Int) -> Int) -> Int {
    part(storage.position(of: stack.tab), stack.depth)
  }

  /// The tabs whose stacks observers of the whole state read: the tabs, those with a stack,
  /// and the selected tab.
  private static func observedTabs(of state: AppNavigationState) -> [TabID] {
    var tabs = state.tabOrder
    for tab in state.tabStacks.tabs where !tabs.contains(tab) { tabs.append(tab) }
    if !tabs.contains(state.selectedTab) { tabs.append(state.selectedTab) }
    return tabs
  }

  /// Observes every part of the state, as reading ``state`` does.
  func accessEveryPart() {
    access(ObservedPart.selectedTab)
    access(ObservedPart.alert)
    access(ObservedPart.frame)
    let state = storage.state
    for tab in Self.observedTabs(of: state) {
      let position = storage.position(of: tab)
      var stack = state.tabStacks[tab]
      var depth = 0
      repeat {
        access(ObservedPart.path(position: position, depth: depth))
        access(ObservedPart.presentation(position: position, depth: depth))
        stack = stack?.presentation?.stack
        depth += 1
      } while stack != nil
    }
  }

  /// Observes what a screen of the stack on screen is built from: the selected tab, which
  /// modals its stacks present, the path on screen and the data.
  func accessScreenParts() {
    access(ObservedPart.selectedTab)
    access(ObservedPart.data)
    let state = storage.state
    let position = storage.position(of: state.selectedTab)
    var stack: NavigationStackState? = state.selectedStack
    var depth = 0
    while let current = stack {
      access(ObservedPart.presentation(position: position, depth: depth))
      if current.presentation == nil {
        access(ObservedPart.path(position: position, depth: depth))
      }
      stack = current.presentation?.stack
      depth += 1
    }
  }

  /// The parts an edit of the stored state changes.
  func parts(of edit: StateEdit) -> [Int] {
    switch edit {
    case .push, .back:
      return [storage.activePathPart()]
    case .stack(let tab, let stack):
      var parts: [Int] = []
      let position = storage.position(of: tab)
      ObservedPart.changes(
        from: storage.state.tabStacks[tab], to: stack, position: position, into: &parts)
      return parts
    case .alert:
      return [ObservedPart.alert]
    case .selectTab:
      return [ObservedPart.selectedTab]
    }
  }

  /// The parts that differ between the stored state and `next`.
  ///
  /// - Parameters:
  ///   - next: The next state.
  ///   - tabs: The only tabs whose stacks can differ, when the caller knows them (the tabs
  ///     its edits acted on); `nil` compares the stacks of every tab of both states.
  /// - Complexity: O(*t*) in the number of tabs, plus the comparison of each compared tab's
  ///   stacks (an unchanged stack compares by identity).
  func changedParts(to next: AppNavigationState, touching tabs: [TabID]? = nil) -> [Int] {
    let current = storage.state
    var parts: [Int] = []
    if current.selectedTab != next.selectedTab { parts.append(ObservedPart.selectedTab) }
    if current.alert != next.alert { parts.append(ObservedPart.alert) }
    if current.window != next.window || current.layout != next.layout
      || current.tabOrder != next.tabOrder
      || !Self.sameTabs(current.tabStacks.tabs, next.tabStacks.tabs)
    {
      parts.append(ObservedPart.frame)
    }
    if let tabs {
      for (index, tab) in tabs.enumerated() where !tabs[..<index].contains(tab) {
        addChanges(of: tab, from: current, to: next, into: &parts)
      }
      return parts
    }
    var every = Self.observedTabs(of: current)
    for tab in Self.observedTabs(of: next) where !every.contains(tab) { every.append(tab) }
    for tab in every { addChanges(of: tab, from: current, to: next, into: &parts) }
    return parts
  }

  /// Adds the parts of a tab's stacks that differ between two states.
  private func addChanges(
    of tab: TabID, from current: AppNavigationState, to next: AppNavigationState,
    into parts: inout [Int]
  ) {
    let old = current.tabStacks[tab]
    let new = next.tabStacks[tab]
    guard old != new else { return }
    ObservedPart.changes(from: old, to: new, position: storage.position(of: tab), into: &parts)
  }

  /// Whether two lists of tabs, each without repeats, hold the same tabs: a handful of
  /// comparisons, where building two sets would hash every name and allocate twice.
  private static func sameTabs(_ lhs: [TabID], _ rhs: [TabID]) -> Bool {
    lhs == rhs || (lhs.count == rhs.count && lhs.allSatisfy(rhs.contains))
  }
}
