import NavigationCore

/// Turns URL text into where the user lands, checking it against current data and the
/// screen on top: the pure decision behind ``Router/open(_:)-(String)``.
///
/// Parsing (``/NavigationCore/LinkTable``) checks syntax; this checks state, with each feature's
/// own check (``/NavigationCore/FeatureModule/missingData(for:in:)``, a look-up without building
/// the screen): a route whose screen would be missing data cuts the path there. When that is the
/// first route the link fails and lands on it (a recovery screen naming the input); otherwise it
/// falls back to the routes before it (the nearest valid screen) with a message. A `locked` screen
/// is a valid landing: unlocking continues there.
///
/// Arrival rules: a link answers any alert as cancel and closes the sheets and covers on screen and
/// on the target tab, then selects the tab and replaces its path in one step (a tab-root link pops
/// to the root), then presents the sheet or cover the link ends in; another tab's path is left as
/// it was. A link to the screen already on top (same tab, same top route, the same modal or none)
/// changes nothing and says so, so a link opened twice lands once. Landing on its last route calls
/// that route's feature's ``/NavigationCore/LinkableFeature/arrived(at:in:)``, whose data changes
/// and commands join the same apply.
@MainActor
public enum LinkResolver {
  /// Resolves a URL against a window's state, changing nothing.
  ///
  /// - Parameters:
  ///   - text: The URL text, as it arrived.
  ///   - registry: The registered features and their links.
  ///   - state: The navigation state of the window the link arrives in.
  /// - Returns: The resolution.
  /// - Throws: ``/NavigationCore/LinkError`` when a URL of this app is malformed, naming the bad
  ///   part.
  /// - Complexity: O(*n*) in the length of the URL and the routes it builds.
  public static func resolve<Change>(
    _ text: String, registry: FeatureRegistry<Change>, state: AppNavigationState
  ) throws(LinkError) -> LinkResolution<Change> {
    switch try registry.links.parse(text) {
    case .foreign:
      return LinkResolution(kind: .ignored, message: "Ignored \(text): not a link this app opens.")
    case .app:
      return LinkResolution(kind: .ok)
    case .location(let location):
      return land(location, registry: registry, state: state)
    }
  }

  /// The window a link opens in, when it is not the one it arrived in: the first of
  /// `windows` that already shows its target, unless the window it arrived in does.
  ///
  /// A window shows a link's target when the link's tab holds its path's top route on top of
  /// its stack (and, for a link ending in a sheet or cover, presents that modal). A tab-root
  /// link's target is the tab's root screen: a window shows it when that tab is selected, its
  /// path is empty and nothing is presented over it.
  ///
  /// - Parameters:
  ///   - tab: The link's tab.
  ///   - path: The link's path; empty for a tab-root link.
  ///   - presentation: The sheet or cover the link ends in, if any.
  ///   - active: The state of the window the link arrived in.
  ///   - windows: The other windows' states, in the order to try them.
  /// - Returns: The index in `windows` of the window to open it in, or `nil` for the window it
  ///   arrived in.
  /// - Complexity: O(*w*) in the number of windows.
  public nonisolated static func window(
    showing tab: TabID, _ path: [AnyRoute], presenting presentation: Presentation? = nil,
    active: AppNavigationState, windows: [AppNavigationState]
  ) -> Int? {
    func shows(_ state: AppNavigationState) -> Bool {
      let stack = state.tabStacks[tab] ?? NavigationStackState()
      if let presentation {
        return stack.path.top == path.last && stack.presentation?.root == presentation.root
          && stack.presentation?.style == presentation.style
      }
      guard let top = path.last else {
        return state.selectedTab == tab && stack.path.isEmpty && stack.presentation == nil
      }
      return stack.path.top == top
    }
    if shows(active) { return nil }
    return windows.firstIndex(where: shows)
  }

  /// The landing of a matched location: validated path, commands and arrival.
  private static func land<Change>(
    _ location: LinkLocation, registry: FeatureRegistry<Change>, state: AppNavigationState
  ) -> LinkResolution<Change> {
    var routes = routes(of: location, registry: registry)
    var kind = LinkResolutionKind.ok
    var problem: String?
    if let missing = firstMissing(in: routes, tab: location.tab, registry: registry) {
      problem = missing.message
      // A missing first route is where the link fails; a later one cuts the path before it.
      kind = missing.index == 0 ? .failed : .fallback
      routes.removeSubrange(max(missing.index, 1)...)
    }
    let tab = location.tab
    // The sheet or cover a link ends in opens over the whole path; when its data is missing
    // it is left out (the path is the nearest valid screen) or, over an empty path, is where
    // the link fails.
    var modal: (root: AnyRoute, style: PresentationStyle)?
    if kind == .ok, let ending = location.modal,
      let root = try? registry.linkRoute(ending.routeFields)
    {
      let context = FeatureContext(tab: tab, path: RoutePath(routes), route: root)
      if let message = registry.missingData(for: root, in: context) {
        problem = message
        kind = routes.isEmpty ? .failed : .fallback
      } else {
        modal = (root, ending.style)
      }
    }
    let stack = state.tabStacks[tab] ?? NavigationStackState()
    let presented = stack.presentation
    let showsModal =
      modal.map { modal in
        presented?.root == modal.root && presented?.style == modal.style
          && presented?.stack.path.isEmpty == true && presented?.stack.presentation == nil
      } ?? (presented == nil)
    let onTop =
      state.selectedTab == tab && state.alert == nil && showsModal && stack.path.top == routes.last
    let landed = modal?.root ?? routes.last
    let title = title(of: landed, tab: tab, registry: registry)
    if onTop {
      let said = "Already showing \(title)."
      return LinkResolution(
        kind: kind, tab: tab, path: routes,
        presentation: modal.map { Presentation(style: $0.style, root: $0.root) },
        message: kind == .ok ? said : [problem, said].compactMap(\.self).joined(separator: " "))
    }
    // What is open on screen closes first: the alert, then the sheets and covers of the tab
    // on screen; another tab's path is left as it was.
    var commands: [NavigationCommand] = []
    commands.reserveCapacity(7)
    commands.append(.dismissAlert)
    if state.selectedTab != tab { commands.append(.dismissAll(tab: state.selectedTab)) }
    commands.append(.selectTab(tab))
    commands.append(.dismissAll(tab: tab))
    commands.append(.replacePath(routes, on: .tab(tab)))
    if let modal { commands.append(.present(modal.root, style: modal.style, over: .tab(tab))) }
    var changes: [Change] = []
    if kind != .failed, let top = landed,
      let outcome = registry.arrive(
        at: top, in: FeatureContext(tab: tab, path: RoutePath(routes), route: top))
    {
      changes = outcome.changes
      commands += outcome.commands
    }
    let message: String? =
      switch kind {
      case .ok, .ignored: nil
      case .fallback: "\(problem ?? "") Showing \(title)."
      case .failed: problem
      }
    return LinkResolution(
      kind: kind, tab: tab, path: routes,
      presentation: modal.map { Presentation(style: $0.style, root: $0.root) }, commands: commands,
      changes: changes, message: message)
  }

  /// The routes a location builds, bottom first, up to the first that does not build.
  private static func routes<Change>(
    of location: LinkLocation, registry: FeatureRegistry<Change>
  ) -> [AnyRoute] {
    var routes: [AnyRoute] = []
    routes.reserveCapacity(location.routeFields.count)
    for fields in location.routeFields {
      // A pattern's routes decode by construction: the round-trip check covers every one.
      guard let route = try? registry.linkRoute(fields) else { break }
      routes.append(route)
    }
    return routes
  }

  /// The first route whose data is missing, by its feature's look-up in the context of the
  /// routes before it, with exactly its built screen's missing-data message.
  private static func firstMissing<Change>(
    in routes: [AnyRoute], tab: TabID, registry: FeatureRegistry<Change>
  ) -> (index: Int, message: String)? {
    // The routes before the one checked, grown in place: no array is built per route.
    var before: [AnyRoute] = []
    before.reserveCapacity(routes.count)
    for (index, route) in routes.enumerated() {
      let context = FeatureContext(tab: tab, path: RoutePath(before), route: route)
      if let message = registry.missingData(for: route, in: context) {
        return (index, message)
      }
      before.append(route)
    }
    return nil
  }

  /// The title of the screen a path ends on (the tab's root screen for an empty path).
  private static func title<Change>(
    of route: AnyRoute?, tab: TabID, registry: FeatureRegistry<Change>
  ) -> String {
    guard let route = route ?? registry.tabRoot(for: tab) else { return tab.rawValue }
    // A feature's `title(for:)` is exactly its screen's title, without building the screen's
    // rows (FeatureModule); a route no feature draws has the no-destination screen's title.
    return registry.title(for: route) ?? Screen.noDestination(key: route.key).title
  }
}
