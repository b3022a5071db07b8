import NavigationCore
import NavigationRouter

/// Explores an app breadth first from every tab root and every link pattern, following every
/// row and action of every screen it reaches (and typing sample texts into text fields), and
/// builds the ``NavigationGraph`` of route keys with its problems.
///
/// Screens are told apart by what they offer, not by their IDs: two series screens with the
/// same actions are one screen to explore, so the graph stays small over a large catalog, but
/// a locked note and an open note are two.
@MainActor
package struct GraphExplorer {
  /// How many steps from an entry point are followed (`--depth`).
  package var maximumDepth: Int
  /// How many distinct screens are explored at most (`--max-screens`).
  package var maximumScreens: Int
  /// What is typed into every text field, one exploration each (a number, a title, the
  /// passcode); texts a screen refuses are skipped.
  package var probeTexts: [String]

  /// The default of `--depth`: 30 steps.
  nonisolated package static let defaultDepth = 30
  /// The default of `--max-screens`: 2,000 screens.
  nonisolated package static let defaultMaximumScreens = 2000

  package init(
    maximumDepth: Int = defaultDepth, maximumScreens: Int = defaultMaximumScreens,
    probeTexts: [String]
  ) {
    self.maximumDepth = maximumDepth
    self.maximumScreens = maximumScreens
    self.probeTexts = probeTexts
  }

  /// Explores an app from its current state (normally a fresh one).
  ///
  /// - Parameters:
  ///   - app: The app at start; it is not changed (every step runs on a copy).
  ///   - links: The link patterns to enter by, and the printer the round trip checks.
  /// - Returns: The graph.
  /// - Throws: When the app cannot be copied.
  package func explore<App: ExplorableApp>(_ app: App, links: any GraphLinks) throws
    -> NavigationGraph
  {
    var run = Run<App>(explorer: self, links: links, start: app)
    // Links are entered after the tabs are explored, so their parameters can be filled from
    // the routes the tabs reach (a series' slug, a note's ID).
    try run.enterTabs()
    try run.breadthFirst()
    try run.enterLinks()
    try run.breadthFirst()
    return run.finish()
  }

  // MARK: - One run

  @MainActor
  private struct Run<App: ExplorableApp> {
    let explorer: GraphExplorer
    let links: any GraphLinks
    let start: App
    var graph = NavigationGraph()
    var queue: [(app: App, depth: Int)] = []
    var next = 0
    var seen: Set<Signature> = []
    var reached: Set<String> = []
    var edges: Set<NavigationGraph.Edge> = []
    var problems: Set<GraphProblem> = []
    /// Presented route keys whose screens were explored, and whether one dismissed them.
    var presented: [String: (style: PresentationStyle, dismissed: Bool)] = [:]
    var checkedLinks: Set<[AnyRoute]> = []
    /// Every route reached, in the order reached, once each.
    var routes: [AnyRoute] = []
    var knownRoutes: Set<AnyRoute> = []

    init(explorer: GraphExplorer, links: any GraphLinks, start: App) {
      self.explorer = explorer
      self.links = links
      self.start = start
    }

    mutating func enterTabs() throws {
      for tab in start.router.state.tabOrder {
        let app = try start.fork()
        app.router.apply([
          .dismissAlert, .selectTab(tab), .dismissAll(tab: tab), .popToRoot(on: .tab(tab)),
        ])
        let node = nodeID(app)
        graph.entries.append(.init(kind: .tab, name: tab.rawValue, url: nil, node: node))
        visit(app, depth: 0, reachedBy: "the root of the tab '\(tab)'")
      }
    }

    mutating func enterLinks() throws {
      for link in links.entryLinks(reached: routes) {
        let app = try start.fork()
        do {
          try app.openLink(link.url)
        } catch {
          problems.insert(
            .linkDoesNotParseBack(
              key: link.pattern, url: link.url, landed: "does not open: \(error)"))
          continue
        }
        graph.entries.append(
          .init(kind: .link, name: link.pattern, url: link.url, node: nodeID(app)))
        for alternate in link.alternates {
          checkAlternate(alternate, of: link, opened: app.router.state)
        }
        visit(app, depth: 0, reachedBy: "the link \(link.url)")
      }
    }

    /// Checks that another form of a link (its https universal link) opens the same place.
    mutating func checkAlternate(
      _ url: String, of link: GraphEntryLink, opened: AppNavigationState
    ) {
      let landed: String
      do {
        let copy = try start.fork()
        try copy.openLink(url)
        let state = copy.router.state
        if state.selectedTab == opened.selectedTab,
          state.selectedStack == opened.selectedStack
        {
          return
        }
        landed = "opens \(Self.describe(state)), not where \(link.url) opens"
      } catch {
        landed = "does not open: \(error)"
      }
      problems.insert(.linkDoesNotParseBack(key: link.pattern, url: url, landed: landed))
    }

    mutating func breadthFirst() throws {
      while next < queue.count {
        let (app, depth) = queue[next]
        next += 1
        try expand(app, depth: depth)
      }
    }

    /// Records a state reached; queues it when its screen was not explored yet.
    mutating func visit(_ app: App, depth: Int, reachedBy: String) {
      let node = nodeID(app)
      reached.insert(node)
      let state = app.router.state
      for route in state.selectedStack.path.routes + [state.visibleRoute].compactMap(\.self)
      where knownRoutes.insert(route).inserted {
        routes.append(route)
      }
      if state.alert == nil {
        let screen = app.router.screen(for: state.visibleRoute)
        if screen.state == .noDestination {
          problems.insert(.noDestination(key: node, reachedFrom: reachedBy))
          return
        }
      }
      let signature = Signature(app)
      guard !seen.contains(signature) else { return }
      guard seen.count < explorer.maximumScreens else {
        graph.truncated = true
        return
      }
      guard depth <= explorer.maximumDepth else {
        graph.truncated = true
        return
      }
      seen.insert(signature)
      queue.append((app, depth))
    }

    /// Follows every action of one state's screen.
    mutating func expand(_ app: App, depth: Int) throws {
      let state = app.router.state
      let from = nodeID(app)
      checkLink(app)
      if let modal = state.activePresentation, state.alert == nil {
        let key = modal.root.key
        presented[key] = (modal.style, presented[key]?.dismissed ?? false)
      }
      if state.alert != nil {
        for answer in ["confirm", "cancel"] {
          let copy = try app.fork()
          if answer == "confirm" { copy.router.confirmAlert() } else { copy.router.cancelAlert() }
          follow(from: from, before: state, to: copy, intent: answer, depth: depth)
        }
        return
      }
      let route = state.visibleRoute
      let screen = app.router.screen(for: route)
      let intents = screen.rows.compactMap(\.intent) + screen.actions.map(\.intent)
      for intent in intents {
        let copy = try app.fork()
        let logged = copy.router.diagnosticLog.count
        guard copy.router.send(intent, from: route).rejection == nil else { continue }
        reportUnregistered(copy, since: logged, reachedBy: "\(Self.name(of: intent)) from \(from)")
        follow(from: from, before: state, to: copy, intent: Self.name(of: intent), depth: depth)
      }
      if let input = screen.textInput {
        for text in explorer.probeTexts {
          let copy = try app.fork()
          let intent = input.intent(for: text)
          guard copy.router.send(intent, from: route).rejection == nil else { continue }
          follow(from: from, before: state, to: copy, intent: Self.name(of: intent), depth: depth)
        }
      }
    }

    /// Reports each route the router refused because no feature registers it (a push of a
    /// route with no destination) since the log had `count` entries.
    mutating func reportUnregistered(_ app: App, since count: Int, reachedBy: String) {
      for case .unregisteredRoute(let route, _) in app.router.diagnosticLog.dropFirst(count) {
        problems.insert(.noDestination(key: route.key, reachedFrom: reachedBy))
      }
    }

    /// Records the edge of one step and visits where it led.
    mutating func follow(
      from: String, before: AppNavigationState, to app: App, intent: String, depth: Int
    ) {
      let after = app.router.state
      guard after != before else { return }
      let kind = Self.kind(from: before, to: after)
      if kind == .dismiss
        || (before.alert == nil
          && after.selectedStack.presentationDepth < before.selectedStack.presentationDepth),
        let modal = before.activePresentation
      {
        presented[modal.root.key]?.dismissed = true
      }
      let to = nodeID(app)
      edges.insert(.init(from: from, to: to, intent: intent, kind: kind))
      visit(app, depth: depth + 1, reachedBy: "\(intent) from \(from)")
    }

    /// Checks that the URL printed for a tab's path opens that same path on that tab.
    mutating func checkLink(_ app: App) {
      let state = app.router.state
      guard state.alert == nil, state.selectedStack.presentation == nil else { return }
      let path = state.selectedStack.path.routes
      guard let top = path.last, !checkedLinks.contains(path),
        let url = links.url(tab: state.selectedTab, path: path)
      else { return }
      checkedLinks.insert(path)
      let landed: String
      do {
        let copy = try start.fork()
        try copy.openLink(url)
        let opened = copy.router.state
        if opened.selectedTab == state.selectedTab, opened.selectedStack.path.routes == path,
          opened.selectedStack.presentation == nil
        {
          return
        }
        landed = "opens \(Self.describe(opened)) instead"
      } catch {
        landed = "does not open: \(error)"
      }
      problems.insert(.linkDoesNotParseBack(key: top.key, url: url, landed: landed))
    }

    mutating func finish() -> NavigationGraph {
      // A budget that stopped the exploration proves nothing about what it did not reach:
      // only a whole exploration reports unreachable routes and modals that cannot close.
      if !graph.truncated {
        for (key, modal) in presented where !modal.dismissed {
          problems.insert(
            .cannotDismiss(key: key, style: modal.style == .sheet ? "sheet" : "full-screen cover"))
        }
        for key in start.router.registry.routeKeys.keys where !reached.contains(key) {
          problems.insert(.unreachable(key: key))
        }
      }
      var ids = Set(start.router.registry.routeKeys.keys)
      ids.formUnion(reached)
      graph.nodes = ids.map { id in
        NavigationGraph.Node(
          id: id, kind: id.hasPrefix(Self.alertPrefix) ? .alert : .route,
          reached: reached.contains(id))
      }.sorted()
      graph.edges = edges.sorted()
      graph.entries.sort()
      graph.problems = problems.sorted()
      graph.exploredScreens = seen.count
      return graph
    }

    // MARK: - Naming

    static var alertPrefix: String { "alert:" }

    /// The node on screen: the alert, the visible route's key, or the tab root's key.
    func nodeID(_ app: App) -> String {
      let state = app.router.state
      if let alert = state.alert {
        return Self.alertPrefix + alert.confirm.feature + "." + Self.name(of: alert.confirm)
      }
      if let route = state.visibleRoute { return route.key }
      return app.router.registry.tabRoot(for: state.selectedTab)?.key
        ?? "tab:\(state.selectedTab.rawValue)"
    }

    /// An intent's case name, such as `seriesTapped`.
    static func name(of intent: AnyIntent) -> String {
      let mirror = Mirror(reflecting: intent.base)
      if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
      return String(describing: intent.base)
    }

    /// How a step changed where the user is.
    static func kind(from before: AppNavigationState, to after: AppNavigationState)
      -> NavigationGraph.EdgeKind
    {
      if before.alert != nil { return .answer }
      if after.alert != nil { return .alert }
      let depthBefore = before.selectedStack.presentationDepth
      let depthAfter = after.selectedStack.presentationDepth
      if depthAfter > depthBefore {
        return after.activePresentation?.style == .sheet ? .sheet : .fullScreenCover
      }
      if depthAfter < depthBefore { return .dismiss }
      let old = before.activeStack.path.routes
      let new = after.activeStack.path.routes
      if before.selectedTab == after.selectedTab {
        if new.count > old.count, Array(new.prefix(old.count)) == old { return .push }
        if new.count < old.count, Array(old.prefix(new.count)) == new { return .pop }
      }
      return .replace
    }

    static func describe(_ state: AppNavigationState) -> String {
      let path = state.selectedStack.path.map(\.description).joined(separator: " › ")
      return "tab '\(state.selectedTab)'" + (path.isEmpty ? " at its root" : ": \(path)")
    }
  }
}

/// What tells two screens apart for exploring: where they sit and what they offer.
private struct Signature: Hashable {
  var tab: TabID
  var modalRoots: [String]
  var node: String
  var state: ScreenState?
  var intents: [String]
  var input: String?

  @MainActor
  init(_ app: some ExplorableApp) {
    let state = app.router.state
    tab = state.selectedTab
    var roots: [String] = []
    var modal = state.selectedStack.presentation
    while let current = modal {
      roots.append(current.root.key)
      modal = current.stack.presentation
    }
    modalRoots = roots
    if let alert = state.alert {
      node = "alert:" + alert.confirm.feature + "." + "\(alert.confirm.base)"
      self.state = nil
      intents = []
      input = nil
      return
    }
    let route = state.visibleRoute
    node = route?.key ?? "root"
    let screen = app.router.screen(for: route)
    self.state = screen.state
    let all = screen.rows.compactMap(\.intent) + screen.actions.map(\.intent)
    intents = Array(
      Set(
        all.map { intent in
          let mirror = Mirror(reflecting: intent.base)
          return mirror.displayStyle == .enum
            ? (mirror.children.first?.label ?? String(describing: intent.base))
            : String(describing: intent.base)
        })
    ).sorted()
    input = screen.textInput?.label
  }
}
