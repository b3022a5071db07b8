import NavigationCore

extension Router {
  /// The router's navigation state as a snapshot to save: every tab's stack with its modals
  /// and detents, the selected tab, the layout and the window number.
  ///
  /// Reads the state without observing it, so calling it from an event observer or a
  /// scene-phase change invalidates no view.
  ///
  /// - Returns: The snapshot, at ``NavigationSnapshot/currentVersion``.
  /// - Throws: ``NavigationSnapshotError/unencodableRoute(key:reason:)`` naming a route that
  ///   cannot be written in its flat JSON form.
  /// - Complexity: O(*n*) in the number of routes.
  public func snapshot() throws(NavigationSnapshotError) -> NavigationSnapshot {
    try NavigationSnapshot(storage.state)
  }

  /// Restores a saved snapshot: each route decoded and reconciled by its feature
  /// (``NavigationSnapshot/restored(over:registry:)``), then applied on the one road, as a
  /// restore of an ``AppNavigationState`` is (``restore(_:)``), so observers see the tabs
  /// selected and the stacks rebuilt as events.
  ///
  /// The router keeps its tabs. The saved layout, window number and sheet detents, which no
  /// command sets, are written after the commands, as a second write only when they differ.
  ///
  /// - Parameter snapshot: The saved snapshot, such as read by ``NavigationSnapshot/init(json:)``.
  /// - Returns: What had to change and why; empty when the saved state came back whole.
  @discardableResult
  public func restore(from snapshot: NavigationSnapshot) -> RestorationReport {
    let (target, report) = snapshot.restored(over: storage.state, registry: registry)
    apply(Outcome(commands: target.rebuildingCommands))
    if storage.state != target { commit(target) }
    return report
  }
}
