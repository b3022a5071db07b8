import NavigationCore
import NavigationRouter
import UserData

extension HoistApp {
  /// The state to save: navigation and user data without what lives for one session (unlocked
  /// notes lock again on relaunch; the notes key is never saved).
  ///
  /// - Parameter cache: Routes already encoded, reused and extended.
  /// - Returns: The snapshot.
  /// - Throws: ``RouteCodingError`` when a route cannot be encoded.
  package func snapshot(cache: RouteObjectCache = RouteObjectCache()) throws -> AppSnapshot {
    let state = router.state
    var stacks: [String: AppSnapshot.Stack] = [:]
    for (tab, stack) in state.stacks {
      stacks[tab.rawValue] = try Self.encode(stack, cache: cache)
    }
    return AppSnapshot(
      version: AppSnapshot.currentVersion, selectedTab: state.selectedTab, stacks: stacks,
      userData: userData.state.withoutSessionState, layout: state.layout, window: state.window,
      windows: try parkedWindowSnapshots(cache: cache))
  }

  /// Restores navigation from a snapshot: routes no feature decodes are dropped, then every
  /// route is reconciled by its feature against current data (see `Router.restore`).
  ///
  /// A route that no feature can decode, or that holds a negative number, is dropped with
  /// everything above it in its stack; a modal whose root cannot be decoded is dropped with
  /// what it presents.
  ///
  /// - Parameter snapshot: The saved state.
  /// - Returns: One change per dropped or replaced route, in tab order; empty when the saved
  ///   state holds as it is.
  @discardableResult
  package func restoreNavigation(from snapshot: AppSnapshot) -> [RestorationChange] {
    var changes: [RestorationChange] = []
    var state = router.state
    for (name, saved) in snapshot.stacks.sorted(by: { $0.key < $1.key }) {
      let tab = TabID(rawValue: name)
      guard state.tabOrder.contains(tab) else {
        changes.append(
          RestorationChange(
            action: .dropped, tab: tab, place: "path 1",
            route: saved.path.first ?? saved.presentation?.root ?? [:],
            removedAbove: max(0, saved.path.count - 1), reason: "this app has no tab '\(name)'"))
        continue
      }
      state.stacks[tab] = decode(saved, tab: tab, place: "", changes: &changes)
    }
    if state.tabOrder.contains(snapshot.selectedTab) {
      state.selectedTab = snapshot.selectedTab
    }
    let decoded = changes
    changes = router.restore(state)
    router.setLayout(snapshot.layout)
    var result = RestorationOrder.bottomFirst(
      decoded: decoded, reconciled: changes, prefix: "", tabs: state.tabOrder)
    restoreWindows(from: snapshot, changes: &result)
    return result
  }

  static func encode(_ stack: NavigationStackState, cache: RouteObjectCache) throws
    -> AppSnapshot.Stack
  {
    AppSnapshot.Stack(
      path: try stack.path.map { try cache.object(for: $0) },
      presentation: try stack.presentation.map {
        AppSnapshot.Modal(
          style: $0.style, root: try cache.object(for: $0.root),
          stack: try encode($0.stack, cache: cache))
      })
  }

  func decode(
    _ saved: AppSnapshot.Stack, tab: TabID, place: String, changes: inout [RestorationChange]
  ) -> NavigationStackState {
    var path: [AnyRoute] = []
    for (index, object) in saved.path.enumerated() {
      do {
        path.append(try decodeRestored(object))
      } catch {
        changes.append(
          RestorationChange(
            action: .dropped, tab: tab, place: "\(place)path \(index + 1)", route: object,
            removedAbove: saved.path.count - index - 1 + Self.depth(saved.presentation),
            reason: "\(error)"))
        return NavigationStackState(path: RoutePath(path))
      }
    }
    var stack = NavigationStackState(path: RoutePath(path))
    if let modal = saved.presentation {
      let name = modal.style == .sheet ? "sheet" : "full-screen cover"
      do {
        let root = try decodeRestored(modal.root)
        stack.presentation = Presentation(
          style: modal.style, root: root,
          stack: decode(modal.stack, tab: tab, place: "\(place)\(name) › ", changes: &changes))
      } catch {
        changes.append(
          RestorationChange(
            action: .dropped, tab: tab, place: "\(place)\(name) root", route: modal.root,
            removedAbove: modal.stack.path.count + Self.depth(modal.stack.presentation),
            reason: "\(error)"))
      }
    }
    return stack
  }

  /// How many modals a saved stack presents, counting nested ones.
  private static func depth(_ modal: AppSnapshot.Modal?) -> Int {
    modal.map { 1 + depth($0.stack.presentation) } ?? 0
  }

  /// Decodes a saved route, checked like input: a negative number or a text longer than the
  /// shell takes drops it (and the report says which field), as input with one is refused.
  private func decodeRestored(_ object: AppSnapshot.RouteObject) throws -> AnyRoute {
    for (field, value) in object.sorted(by: { $0.key < $1.key }) {
      if case .integer(let number) = value, number < 0 {
        throw RestoredRouteError.negativeNumber(field: field, value: number)
      }
      if case .string(let text) = value, text.utf8.count > ShellCommandParser.maximumTextLength {
        throw RestoredRouteError.tooLong(field: field, bytes: text.utf8.count)
      }
    }
    return try router.registry.decodeRoute(object)
  }
}
