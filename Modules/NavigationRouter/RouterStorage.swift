import NavigationCore

/// What a ``Router`` stores and changes on every apply, in one stored property: the state,
/// its write count, the event observers, and what observation and the route check need.
///
/// Each access to a stored property of a class is checked for exclusivity at run time (about
/// 100 instructions a check). Kept together, an apply reads its observers, checks the route
/// and finds the part it writes through one access, and writes the state and counts the write
/// through another.
struct RouterStorage {
  /// What a push or a back with no event observers does.
  enum StackWrite {
    /// Nothing changes.
    case unchanged
    /// The pushed route's type is not registered; nothing changes.
    case rejected
    /// The active path changes: its part, and the part's key path when one was made.
    case write(part: Int, keyPath: AnyKeyPath?)
  }

  /// The navigation state behind ``Router/state``.
  var state: AppNavigationState
  /// How many times the state was written.
  var writeCount = 0
  /// Called after each apply that emitted events.
  var eventObservers: [@MainActor ([NavigationEvent]) -> Void] = []
  /// Bumped once per applied outcome with data changes (``Router/dataRevision``).
  var dataRevision = 0
  /// The route types of the registered features.
  let routeTypes: Set<ObjectIdentifier>
  /// The route type last found in ``routeTypes``: a run of pushes of one type looks it up once.
  var registeredType: ObjectIdentifier?
  /// The tabs whose stacks have parts, by the position that numbers them; only grows.
  var partTabs: [TabID] = []
  /// The registrar's key path of each part number, made on first use (``ObservedPart``).
  var partKeyPaths: [AnyKeyPath?] = []

  init(state: AppNavigationState, routeTypes: Set<ObjectIdentifier>) {
    self.state = state
    self.routeTypes = routeTypes
  }

  /// What a push of `route` does, or `nil` when events are observed (then the general road
  /// diffs the states).
  ///
  /// - Parameter route: The pushed route.
  mutating func push(_ route: AnyRoute) -> StackWrite? {
    guard eventObservers.isEmpty else { return nil }
    guard state.pushChanges(route) else { return .unchanged }
    guard isRegistered(route) else { return .rejected }
    return activePathWrite()
  }

  /// What a back does, or `nil` when events are observed.
  mutating func back() -> StackWrite? {
    guard eventObservers.isEmpty else { return nil }
    return state.backChanges() ? activePathWrite() : .unchanged
  }

  /// Whether a feature declares the route's type.
  mutating func isRegistered(_ route: AnyRoute) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: route.base))
    if type == registeredType { return true }
    guard routeTypes.contains(type) else { return false }
    registeredType = type
    return true
  }

  /// The position that numbers a tab's parts, given on first use.
  ///
  /// - Parameter tab: The tab.
  /// - Returns: Its position in ``partTabs``.
  mutating func position(of tab: TabID) -> Int {
    if let index = partTabs.firstIndex(of: tab) { return index }
    partTabs.append(tab)
    return partTabs.count - 1
  }

  /// The key path made for a part, if any.
  func keyPath(of part: Int) -> AnyKeyPath? {
    part < partKeyPaths.count ? partKeyPaths[part] : nil
  }

  /// Keeps the key path made for a part.
  mutating func keep(_ keyPath: AnyKeyPath, for part: Int) {
    if part >= partKeyPaths.count {
      partKeyPaths += Array(repeating: nil, count: part - partKeyPaths.count + 1)
    }
    partKeyPaths[part] = keyPath
  }

  /// The part of the active stack's path (the selected tab at its deepest modal).
  mutating func activePathPart() -> Int {
    let tab = state.selectedTab
    let depth = state.tabStacks.inPlace(tab) { $0.presentationDepth } ?? 0
    return ObservedPart.path(position: position(of: tab), depth: depth)
  }

  private mutating func activePathWrite() -> StackWrite {
    let part = activePathPart()
    return .write(part: part, keyPath: keyPath(of: part))
  }
}
