import NavigationCore

extension NavigationSnapshot {
  /// The state this snapshot restores to, over a state with the app's tabs, and what had to
  /// change: what ``Router/restore(from:)`` applies, for code that wants the state without a
  /// router (tests, a preview).
  ///
  /// Every saved route is decoded by the feature that declares its key and then reconciled
  /// by it against current data (``AppNavigationState/reconciled(with:)``), bottom first: a
  /// route no feature decodes, or that its feature drops, is removed with everything above
  /// it; a replaced route keeps its place; a modal whose root goes closes with its stack. A
  /// kept sheet keeps its saved detents. A tab the app no longer has is dropped with its
  /// routes; a tab the snapshot lacks is empty. Alerts are never restored.
  ///
  /// - Parameters:
  ///   - base: A state with the app's tabs, such as the router's; its tabs are kept, and so
  ///     are its selected tab and window number when the saved ones cannot be used.
  ///   - registry: The app's features.
  /// - Returns: The restored state and the report: one change per dropped or replaced route,
  ///   with its place (`path 2`, `sheet root`, `sheet › path 1`) and reason.
  /// - Complexity: O(*n*) in the number of saved routes.
  @MainActor
  public func restored<Change>(
    over base: AppNavigationState, registry: FeatureRegistry<Change>
  ) -> (state: AppNavigationState, report: RestorationReport) {
    var state = base
    state.alert = nil
    var decoded: [RestorationChange] = []
    var repairs: [RestorationRepair] = []
    for tab in base.tabOrder {
      state.tabStacks[tab] =
        stacks[tab].map {
          Self.decode($0, tab: tab, place: "", registry: registry, changes: &decoded)
        } ?? NavigationStackState()
    }
    for (tab, saved) in stacks.sorted(by: { $0.key < $1.key }) where !base.tabOrder.contains(tab) {
      guard let route = saved.path.first ?? saved.presentation?.root else { continue }
      let above =
        saved.path.isEmpty
        ? saved.presentation.map { $0.stack.path.count + $0.stack.presentationDepth } ?? 0
        : saved.path.count - 1 + saved.presentationDepth
      decoded.append(
        RestorationChange(
          action: .dropped, tab: tab, place: saved.path.isEmpty ? Self.rootPlace(saved) : "path 1",
          route: route, removedAbove: above, reason: "this app has no tab '\(tab)'"))
    }
    if base.tabOrder.contains(selectedTab) {
      state.selectedTab = selectedTab
    } else {
      repairs.append(.unknownSelectedTab(selectedTab, kept: base.selectedTab))
    }
    if window >= 1 {
      state.window = window
    } else {
      repairs.append(.invalidWindow(window, kept: base.window))
    }
    state.layout = layout
    let (reconciled, changes) = state.reconciled(with: registry)
    let report = RestorationReport(
      changes: RestorationOrder.bottomFirst(
        decoded: decoded, reconciled: changes, prefix: "", tabs: state.tabOrder),
      repairs: repairs)
    return (reconciled, report)
  }

  /// The place of a stack's modal root, as the report names it: `sheet root` or
  /// `full-screen cover root`.
  private static func rootPlace(_ stack: Stack) -> String {
    stack.presentation?.style == .fullScreenCover ? "full-screen cover root" : "sheet root"
  }

  /// A restored sheet's detents: those its root declares now, at the saved selection when it
  /// is still one of them; the saved ones when the root declares none.
  private static func detents(saved: SheetDetents?, declared: SheetDetents?) -> SheetDetents? {
    guard var declared else { return saved }
    if let saved { declared.select(saved.selected) }
    return declared
  }

  /// A saved stack decoded by the registry: the first route no feature decodes is dropped
  /// with everything above it, a modal whose root does not decode with its stack.
  @MainActor
  private static func decode<Change>(
    _ saved: Stack, tab: TabID, place: String, registry: FeatureRegistry<Change>,
    changes: inout [RestorationChange]
  ) -> NavigationStackState {
    var path: [AnyRoute] = []
    path.reserveCapacity(saved.path.count)
    for (index, object) in saved.path.enumerated() {
      do {
        path.append(try registry.decodeRoute(object))
      } catch {
        changes.append(
          RestorationChange(
            action: .dropped, tab: tab, place: "\(place)path \(index + 1)", route: object,
            removedAbove: saved.path.count - index - 1 + saved.presentationDepth,
            reason: "\(error)"))
        return NavigationStackState(path: RoutePath(path))
      }
    }
    var stack = NavigationStackState(path: RoutePath(path))
    guard let modal = saved.presentation else { return stack }
    let name = modal.style == .sheet ? "sheet" : "full-screen cover"
    do {
      let root = try registry.decodeRoute(modal.root)
      stack.presentation = Presentation(
        style: modal.style, root: root,
        stack: decode(
          modal.stack, tab: tab, place: "\(place)\(name) › ", registry: registry,
          changes: &changes),
        detents: Self.detents(
          saved: modal.detents, declared: Presentation(style: modal.style, root: root).detents))
    } catch {
      changes.append(
        RestorationChange(
          action: .dropped, tab: tab, place: "\(place)\(name) root", route: modal.root,
          removedAbove: modal.stack.path.count + modal.stack.presentationDepth,
          reason: "\(error)"))
    }
    return stack
  }
}
