import NavigationCore
import NavigationRouter

/// An app's own navigation tool: `graph`, `links check` and `links aasa` run against the
/// app's registry, as an executable of a few lines.
///
/// ```swift
/// // Sources/MyAppNav/main.swift, an executable target that depends on your app's
/// // composition root and on the NavigationTooling product:
/// NavigationTool(name: "myapp-nav") { try Router(store: .sample()) }.main()
/// ```
///
/// - `myapp-nav graph [--format mermaid|dot|json|svg|problems]` explores the app from every
///   tab root and link pattern and prints its navigation graph; its problems (a screen with no
///   destination, an unreachable route, a sheet that cannot close, a link that does not parse
///   back) go to standard error, and make the exit status 1.
/// - `myapp-nav links check URL...` (or `-` for standard input) says where each link lands on
///   the app's start state: ok, fallback, failed or ignored; exit 0 only when all are ok.
/// - `myapp-nav links aasa --app-id TEAMID.BUNDLEID` prints the `apple-app-site-association`
///   file of the https links.
///
/// ``run(arguments:standardInput:environment:)`` is the same tool as a function of its
/// input, for tests; ``main()`` runs it on the process's arguments and exits.
public struct NavigationTool: Sendable {
  /// The executable's name, as its usage and messages spell it (`myapp-nav: graph: ...`).
  public var name: String
  /// Builds the graph within a depth and a number of screens.
  package var explore:
    @MainActor @Sendable (_ depth: Int, _ maximumScreens: Int) throws -> NavigationGraph
  /// Checks links (a file's lines) on the app's start state.
  package var checkLinks: @MainActor @Sendable (_ lines: [String]) throws -> [LinkCheck]
  /// The app's registered link patterns.
  package var linkTable: @MainActor @Sendable () throws -> LinkTable

  /// A tool over an app that is one router: each run, and each step the graph explores, builds
  /// a fresh router.
  ///
  /// The graph copies the router at every step by calling `router` again and giving the copy
  /// the same navigation state, so data a step changes (an item added) is not seen by the
  /// steps after it. When that matters, adopt ``ExplorableApp`` and use
  /// ``init(name:probeTexts:app:)``.
  ///
  /// - Parameters:
  ///   - name: The executable's name, such as `myapp-nav`.
  ///   - probeTexts: What `graph` types into each text field it finds, one exploration each
  ///     (a search query, a title); none unless given.
  ///   - router: Builds the app's router on the data the tool explores (sample data, or a
  ///     store of your tests), in its start state.
  public init<Change: Sendable>(
    name: String, probeTexts: [String] = [],
    router: @escaping @MainActor @Sendable () throws -> Router<Change>
  ) {
    self.init(name: name, probeTexts: probeTexts) { try RouterApp(makeRouter: router) }
  }

  /// A tool over an app that knows how to copy itself with its data.
  ///
  /// - Parameters:
  ///   - name: The executable's name, such as `myapp-nav`.
  ///   - probeTexts: What `graph` types into each text field it finds, one exploration each.
  ///   - app: Builds the app in its start state on the data the tool explores.
  public init<App: ExplorableApp>(
    name: String, probeTexts: [String] = [],
    app: @escaping @MainActor @Sendable () throws -> App
  ) {
    self.init(
      name: name,
      explore: { depth, maximumScreens in
        let start = try app()
        let explorer = GraphExplorer(
          maximumDepth: depth, maximumScreens: maximumScreens, probeTexts: probeTexts)
        return try explorer.explore(
          start, links: RegisteredAppLinks(table: start.router.registry.links))
      },
      checkLinks: { lines in LinkCheck.check(lines, on: try app().router) },
      linkTable: { try app().router.registry.links })
  }

  /// A tool from its three parts, for a shell that builds them its own way.
  ///
  /// - Parameters:
  ///   - name: The executable's name.
  ///   - explore: Builds the graph within a depth and a number of screens.
  ///   - checkLinks: Checks links (a file's lines) on the app's start state.
  ///   - linkTable: The registered link patterns.
  package init(
    name: String,
    explore:
      @escaping @MainActor @Sendable (_ depth: Int, _ maximumScreens: Int) throws -> NavigationGraph,
    checkLinks: @escaping @MainActor @Sendable (_ lines: [String]) throws -> [LinkCheck],
    linkTable: @escaping @MainActor @Sendable () throws -> LinkTable
  ) {
    self.name = name
    self.explore = explore
    self.checkLinks = checkLinks
    self.linkTable = linkTable
  }
}
