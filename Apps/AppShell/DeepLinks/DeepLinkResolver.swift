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
    var routes: [AnyRoute] = []
    for fields in location.routeFields {
      // A pattern's routes decode by construction: the round-trip test covers every one.
      guard let route = try? registry.linkRoute(fields) else { break }
      routes.append(route)
    }
    var kind = DeepLinkResolution.Kind.ok
    var problem: String?
    for (index, route) in routes.enumerated() {
      let context = FeatureContext(
        tab: location.tab, path: RoutePath(Array(routes[..<index])), route: route)
      // The feature's look-up by ID: exactly the built screen's missing-data message.
      guard let missing = registry.missingData(for: route, in: context) else { continue }
      problem = missing
      if index == 0 {
        kind = .failed
        routes = [route]
      } else {
        kind = .fallback
        routes = Array(routes[..<index])
      }
      break
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
    var commands: [NavigationCommand] = [.dismissAlert]
    if state.selectedTab != tab { commands.append(.dismissAll) }
    commands += [.selectTab(tab), .dismissAll, .replacePath(routes)]
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
