import NavigationCore
import NavigationRouter
import UserData

/// Turns URL text into where the user lands, checking it against current data and the
/// screen on top.
///
/// Parsing (``LinkTable``) checks syntax; this checks state, with each feature's own check
/// (`FeatureModule.missingData(for:in:)`, a look-up without building the screen): a route
/// whose screen would be `notFound` or `missing` cuts the path there. When that is the
/// first route the link fails and lands on it (a recovery screen naming the input); otherwise
/// it falls back to the routes before it (the nearest valid screen) with a message. A
/// `locked` screen is a valid landing: unlocking continues there.
@MainActor
package enum DeepLinkResolver {
  /// Resolves a URL against a window's state.
  ///
  /// Arrival rules: a link answers any alert as cancel and closes the sheets and covers on
  /// screen and on the target tab, then selects the tab and replaces its path in one step (a
  /// tab-root link pops to the root); another tab's path is left as it was. A link to the screen already on top
  /// (same tab, same top route, nothing presented) changes nothing and says so, so a link
  /// opened twice lands once.
  ///
  /// - Parameters:
  ///   - text: The URL text.
  ///   - registry: The registered features and their links.
  ///   - state: The navigation state of the window the link arrives in.
  /// - Returns: The resolution.
  /// - Throws: ``LinkError`` when a URL of this app is malformed, naming the bad part.
  package static func resolve(
    _ text: String, registry: FeatureRegistry<UserDataChange>, state: AppNavigationState
  ) throws(LinkError) -> DeepLinkResolution {
    switch try registry.links.parse(text) {
    case .foreign:
      return DeepLinkResolution(
        kind: .ignored, message: "Ignored \(text): not a link this app opens.")
    case .app:
      return DeepLinkResolution(kind: .ok)
    case .location(let location):
      return land(location, registry: registry, state: state)
    }
  }

  /// The landing of a matched location: validated path, commands and arrival.
  private static func land(
    _ location: LinkLocation, registry: FeatureRegistry<UserDataChange>,
    state: AppNavigationState
  ) -> DeepLinkResolution {
    var routes = routes(of: location, registry: registry)
    var kind = DeepLinkResolution.Kind.ok
    var problem: String?
    if let missing = firstMissing(in: routes, tab: location.tab, registry: registry) {
      problem = missing.message
      // A missing first route is where the link fails; a later one cuts the path before it.
      kind = missing.index == 0 ? .failed : .fallback
      routes.removeSubrange(max(missing.index, 1)...)
    }
    let tab = location.tab
    let stack = state.tabStacks[tab] ?? NavigationStackState()
    let onTop =
      state.selectedTab == tab && state.alert == nil && stack.presentation == nil
      && stack.path.top == routes.last
    let title = title(of: routes.last, tab: tab, registry: registry)
    if onTop {
      let said = "Already showing \(title)."
      return DeepLinkResolution(
        kind: kind, tab: tab, path: routes,
        message: kind == .ok ? said : [problem, said].compactMap(\.self).joined(separator: " "))
    }
    // What is open on screen closes first: the alert, then the sheets and covers of the tab
    // on screen; another tab's path is left as it was.
    var commands: [NavigationCommand] = []
    commands.reserveCapacity(6)
    commands.append(.dismissAlert)
    if state.selectedTab != tab { commands.append(.dismissAll) }
    commands.append(.selectTab(tab))
    commands.append(.dismissAll)
    commands.append(.replacePath(routes))
    var changes: [UserDataChange] = []
    if kind != .failed, let top = routes.last,
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
    return DeepLinkResolution(
      kind: kind, tab: tab, path: routes, commands: commands, changes: changes, message: message)
  }

  /// The routes a location builds, bottom first, up to the first that does not build.
  private static func routes(
    of location: LinkLocation, registry: FeatureRegistry<UserDataChange>
  ) -> [AnyRoute] {
    var routes: [AnyRoute] = []
    routes.reserveCapacity(location.routeFields.count)
    for fields in location.routeFields {
      // A pattern's routes decode by construction: the round-trip test covers every one.
      guard let route = try? registry.linkRoute(fields) else { break }
      routes.append(route)
    }
    return routes
  }

  /// The first route whose data is missing, by its feature's look-up in the context of the
  /// routes before it, with exactly its built screen's missing-data message.
  private static func firstMissing(
    in routes: [AnyRoute], tab: TabID, registry: FeatureRegistry<UserDataChange>
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
  private static func title(
    of route: AnyRoute?, tab: TabID, registry: FeatureRegistry<UserDataChange>
  ) -> String {
    guard let route = route ?? registry.tabRoot(for: tab) else { return tab.rawValue }
    // A feature's `title(for:)` is exactly its screen's title, without building the screen's
    // rows (FeatureModule); a route no feature draws has the no-destination screen's title.
    return registry.title(for: route) ?? Screen.noDestination(key: route.key).title
  }
}
