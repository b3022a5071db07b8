import NavigationCore
import NavigationRouter
import UserData

extension HoistApp {
  /// The snapshot the app would save right after restoring `saved` unchanged, built without
  /// encoding a route: each route's object is taken from `saved` at the same place.
  ///
  /// Only valid when restoration changed no route (it reported no change): then the route at
  /// each place of the app's stacks is the one decoded from the object at the same place of
  /// `saved`. Everything else (tabs, selected tab, layout, windows, user data, version) is
  /// read from the app as ``snapshot(cache:)`` reads it, so comparing the result with `saved`
  /// tells whether saving now would write anything. A route object that decodes but is not
  /// in the form the route encodes to (an extra field, say) counts as unchanged: it restores
  /// the same route, and it is kept as it is until the state changes.
  ///
  /// - Parameter saved: The state the app was restored from.
  /// - Returns: The snapshot, or `nil` when a stack, modal or window differs from `saved` in
  ///   shape (a count, a style, a tab, a window number), so places do not line up.
  /// - Complexity: O(n) in the routes, with no route encoded.
  package func restoredSnapshot(_ saved: AppSnapshot) -> AppSnapshot? {
    let state = router.state
    guard let stacks = Self.shaped(state.tabStacks, as: saved.stacks) else { return nil }
    let numbers = parkedWindows.keys.sorted()
    guard numbers == saved.windows.map(\.number) else { return nil }
    var windows: [AppSnapshot.Window] = []
    for (number, savedWindow) in zip(numbers, saved.windows) {
      guard let parked = parkedWindows[number],
        let parkedStacks = Self.shaped(parked.tabStacks, as: savedWindow.stacks)
      else { return nil }
      windows.append(
        AppSnapshot.Window(
          number: number, selectedTab: parked.selectedTab, stacks: parkedStacks,
          layout: parked.layout))
    }
    return AppSnapshot(
      version: AppSnapshot.currentVersion, selectedTab: state.selectedTab, stacks: stacks,
      userData: userData.state.withoutSessionState, layout: state.layout, window: state.window,
      windows: windows)
  }

  /// The saved stacks, when the app's stacks have the same tabs and each the same shape.
  private static func shaped(
    _ stacks: TabStacks, as saved: [String: AppSnapshot.Stack]
  ) -> [String: AppSnapshot.Stack]? {
    guard stacks.tabs.count == saved.count else { return nil }
    for (tab, stack) in stacks.entries {
      guard let savedStack = saved[tab.rawValue], hasShape(stack, of: savedStack) else {
        return nil
      }
    }
    return saved
  }

  /// Whether a stack has as many routes as a saved one, and modals of the same styles and
  /// sizes, all the way up.
  private static func hasShape(_ stack: NavigationStackState, of saved: AppSnapshot.Stack) -> Bool {
    guard stack.path.count == saved.path.count else { return false }
    switch (stack.presentation, saved.presentation) {
    case (nil, nil): return true
    case (let modal?, let savedModal?):
      return modal.style == savedModal.style && hasShape(modal.stack, of: savedModal.stack)
    default: return false
    }
  }
}
