import NavigationCore

/// What a ``Router`` stores and changes on every apply, in one stored property: the state,
/// its write count and the event observers.
///
/// Each access to a stored property of a class is checked for exclusivity at run time (about
/// 100 instructions a check). Kept together, an apply reads its observers and decides its
/// edit through one access, and writes the state and counts the write through another.
struct RouterStorage {
  /// The navigation state behind ``Router/state``.
  var state: AppNavigationState
  /// How many times the state was written.
  var writeCount = 0
  /// Called after each apply that emitted events.
  var eventObservers: [@MainActor ([NavigationEvent]) -> Void] = []

  /// Whether a push of `route` changes the state, or `nil` when events are observed (then
  /// the general road diffs the states).
  ///
  /// - Parameter route: The pushed route.
  mutating func pushChanges(_ route: AnyRoute) -> Bool? {
    guard eventObservers.isEmpty else { return nil }
    return state.pushChanges(route)
  }

  /// Whether a back changes the state, or `nil` when events are observed.
  mutating func backChanges() -> Bool? {
    guard eventObservers.isEmpty else { return nil }
    return state.backChanges()
  }
}
