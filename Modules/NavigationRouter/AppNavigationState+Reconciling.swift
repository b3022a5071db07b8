import NavigationCore

extension AppNavigationState {
  /// This state with every stack checked by the features that own its routes, bottom first,
  /// in every tab and modal: a replaced route stays in place, a dropped route takes everything
  /// above it (the rest of its path and any modal), and a modal whose root is dropped closes
  /// with its stack; a kept modal keeps its detents. A dropped path route with a restoration fallback (set by the composition
  /// root) is replaced by it instead, still taking everything above it; when the route below
  /// is that replacement already, it shows. Alerts are never restored.
  ///
  /// - Parameter registry: The features.
  /// - Returns: The reconciled state and one change per replaced or dropped route.
  /// - Complexity: O(*n*) in the number of routes.
  @MainActor
  public func reconciled<Change>(with registry: FeatureRegistry<Change>) -> (
    state: AppNavigationState, changes: [RestorationChange]
  ) {
    var next = self
    next.alert = nil
    var changes: [RestorationChange] = []
    for tab in tabOrder {
      guard let stack = tabStacks[tab] else { continue }
      next.tabStacks[tab] = Self.reconcile(
        stack, tab: tab, place: "", registry: registry, changes: &changes)
    }
    return (next, changes)
  }

  @MainActor
  private static func reconcile<Change>(
    _ stack: NavigationStackState, tab: TabID, place: String,
    registry: FeatureRegistry<Change>, changes: inout [RestorationChange]
  ) -> NavigationStackState {
    let routes = stack.path.routes
    var kept: [AnyRoute] = []
    for (index, route) in routes.enumerated() {
      switch registry.reconcile(route) {
      case .keep:
        kept.append(route)
      case .replace(let replacement, let reason):
        kept.append(replacement)
        changes.append(
          RestorationChange(
            action: .replaced, tab: tab, place: "\(place)path \(index + 1)",
            route: object(route), replacement: object(replacement), reason: reason))
      case .drop(let reason):
        let above = routes.count - index - 1 + stack.presentationDepth
        // The composition root may replace it with another feature's route (a chapter that
        // no longer exists becomes its series); the screen below may already be that route.
        if let replacement = registry.restorationFallback(for: route) {
          changes.append(
            RestorationChange(
              action: .replaced, tab: tab, place: "\(place)path \(index + 1)",
              route: object(route), replacement: object(replacement), removedAbove: above,
              reason: reason))
          if kept.last != replacement { kept.append(replacement) }
          return NavigationStackState(path: RoutePath(kept))
        }
        changes.append(
          RestorationChange(
            action: .dropped, tab: tab, place: "\(place)path \(index + 1)", route: object(route),
            removedAbove: above, reason: reason))
        return NavigationStackState(path: RoutePath(kept))
      }
    }
    var result = NavigationStackState(path: RoutePath(kept))
    guard let modal = stack.presentation else { return result }
    let name = modal.style == .sheet ? "sheet" : "full-screen cover"
    var root = modal.root
    switch registry.reconcile(modal.root) {
    case .keep:
      break
    case .replace(let replacement, let reason):
      root = replacement
      changes.append(
        RestorationChange(
          action: .replaced, tab: tab, place: "\(place)\(name) root", route: object(modal.root),
          replacement: object(replacement), reason: reason))
    case .drop(let reason):
      changes.append(
        RestorationChange(
          action: .dropped, tab: tab, place: "\(place)\(name) root", route: object(modal.root),
          removedAbove: modal.stack.path.routes.count + modal.stack.presentationDepth,
          reason: reason))
      return result
    }
    // A kept root keeps its detents (a restored sheet's selection); a replacement takes its own.
    result.presentation = Presentation(
      style: modal.style, root: root,
      stack: reconcile(
        modal.stack, tab: tab, place: "\(place)\(name) › ", registry: registry,
        changes: &changes),
      detents: root == modal.root
        ? modal.detents : Presentation(style: modal.style, root: root).detents)
    return result
  }

  private static func object(_ route: AnyRoute) -> [String: JSONScalar] {
    (try? RouteCoding.object(for: route)) ?? ["key": .string(route.key)]
  }
}
