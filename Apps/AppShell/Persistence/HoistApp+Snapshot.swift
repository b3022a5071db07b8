import NavigationCore
import NavigationRouter
import UserData

extension HoistApp {
  /// The state to save: navigation and user data without what lives for one session (unlocked
  /// notes lock again on relaunch; the notes key is never saved).
  ///
  /// - Parameter cache: Routes already encoded, reused and extended; `nil` encodes every route
  ///   (a cache pays only when the same routes are saved again, as after every command).
  /// - Returns: The snapshot.
  /// - Throws: ``RouteCodingError`` when a route cannot be encoded.
  package func snapshot(cache: RouteObjectCache? = nil) throws -> AppSnapshot {
    let state = router.state
    var stacks: [String: AppSnapshot.Stack] = [:]
    for (tab, stack) in state.tabStacks.entries {
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
      state.tabStacks[tab] = decode(saved, tab: tab, place: "", changes: &changes)
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

  static func encode(_ stack: NavigationStackState, cache: RouteObjectCache?) throws
    -> AppSnapshot.Stack
  {
    func object(_ route: AnyRoute) throws -> AppSnapshot.RouteObject {
      try cache?.object(for: route) ?? RouteCoding.object(for: route)
    }
    return AppSnapshot.Stack(
      path: try stack.path.map(object),
      presentation: try stack.presentation.map {
        AppSnapshot.Modal(
          style: $0.style, root: try object($0.root), stack: try encode($0.stack, cache: cache))
      })
  }

  func decode(
    _ saved: AppSnapshot.Stack, tab: TabID, place: String, changes: inout [RestorationChange]
  ) -> NavigationStackState {
    let registry = router.registry
    var path: [AnyRoute] = []
    path.reserveCapacity(saved.path.count)
    for (index, object) in saved.path.enumerated() {
      do {
        path.append(try Self.decodeRestored(object, registry: registry))
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
        let root = try Self.decodeRestored(modal.root, registry: registry)
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
  /// Not isolated to the main actor, so the check's closure runs without an isolation check
  /// per field (callgrind: about 900 instructions a route).
  nonisolated private static func decodeRestored(
    _ object: AppSnapshot.RouteObject, registry: FeatureRegistry<UserDataChange>
  ) throws -> AnyRoute {
    // The fields are sorted, to name the first bad one by name, only when one is bad.
    if object.contains(where: { Self.refusal(field: $0.key, value: $0.value) != nil }) {
      for (field, value) in object.sorted(by: { $0.key < $1.key }) {
        if let error = Self.refusal(field: field, value: value) { throw error }
      }
    }
    return try registry.decodeRoute(object)
  }

  /// Why input would refuse a saved field: a negative number, or a text longer than the shell
  /// takes; `nil` when it would take it.
  nonisolated private static func refusal(field: String, value: JSONScalar)
    -> RestoredRouteError?
  {
    switch value {
    case .integer(let number) where number < 0:
      .negativeNumber(field: field, value: number)
    case .string(let text) where text.utf8.count > ShellCommandParser.maximumTextLength:
      .tooLong(field: field, bytes: text.utf8.count)
    default:
      nil
    }
  }
}
