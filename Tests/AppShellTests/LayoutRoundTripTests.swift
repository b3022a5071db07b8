import AppShell
import FieldNotesFeature
import Foundation
import LibraryFeature
import MangaCatalog
import NavigationCore
import NavigationRouter
import ReaderFeature
import SearchFeature
import SettingsFeature
import TestSupport
import Testing
import UserData

/// Property tests: the layout is a view over one state. Random command sequences (taps, typed
/// text, links, back, dismiss, tabs, alerts, column choices) in random layouts, switched at
/// random moments, never change a path, a presentation or the selected tab by switching; the
/// columns always join back into the path. Each run draws a fresh seed and prints it on
/// failure; `HOIST_LAYOUT_SEED=<seed>` replays it.
@MainActor
struct LayoutRoundTripTests {
  /// Sequences per run, and commands per sequence: about a second in a debug build.
  static let sequences = 120
  static let commandsPerSequence = 40

  static let texts = ["1234", "spy", "one", "12", "Field trip — notes", "7", ""]
  static let links = [
    "mangareader://series/op?chapter=1085&page=3", "mangareader://series/naruto",
    "https://mangareader.app/series/aot?chapter=2", "fieldnotes://note/note-2",
    "mangareader://series/nope", "https://example.com/x",
  ]

  @Test func switchingLayoutsNeverChangesTheState() throws {
    let base = SeededGenerator.seed(
      from: "HOIST_LAYOUT_SEED", in: ProcessInfo.processInfo.environment)
    let catalog = try Catalog.bundled()
    for offset in 0..<UInt64(Self.sequences) {
      var random = SeededGenerator(seed: base &+ offset)
      let failure = try Self.run(&random, catalog: catalog)
      #expect(
        failure == nil,
        "seed \(random.seed): \(failure ?? ""); replay with HOIST_LAYOUT_SEED=\(random.seed)")
      if failure != nil { return }
    }
  }

  /// Runs one random sequence; the first broken property, or `nil`.
  static func run(_ random: inout SeededGenerator, catalog: Catalog) throws -> String? {
    let app = try HoistApp(catalog: catalog, userData: TestSecrets.sample)
    if Bool.random(using: &random) { app.setLayout(.regular) }
    var log: [String] = []
    for _ in 0..<commandsPerSequence {
      let command = nextCommand(app, &random)
      log.append("\(command)")
      let before = app.router.state
      let columnsBefore = app.router.columns
      _ = try? app.execute(command)
      let after = app.router.state
      if case .layout = command {
        var expected = before
        expected.layout = after.layout
        guard after == expected else { return "\(command) changed the state after \(log)" }
      }
      if command == .back, before.layout == .regular, before.alert == nil,
        before.activePresentation == nil
      {
        let kept = SplitViewAdapter.pathClearingRightmostColumn(
          columnsBefore, in: before.selectedStack.path)
        guard after.selectedStack.path.routes == kept ?? before.selectedStack.path.routes else {
          return "back in regular did not clear exactly the rightmost column after \(log)"
        }
      }
      if let broken = columnProperty(app) { return "\(broken) after \(log)" }
    }
    // compact -> regular -> compact, from wherever the sequence ended.
    let end = app.router.state
    app.setLayout(.compact)
    app.setLayout(.regular)
    app.setLayout(.compact)
    var expected = end
    expected.layout = .compact
    guard app.router.state == expected else { return "the round trip lost state after \(log)" }
    return nil
  }

  /// The columns of every tab, joined left to right, are its path; the sidebar comes first
  /// with the tab's root; roles strictly increase.
  static func columnProperty(_ app: HoistApp) -> String? {
    let state = app.router.state
    let columns = app.router.columns
    let path = state.selectedStack.path
    guard columns.flatMap(\.routes) == path.routes else {
      return "columns do not join into the path"
    }
    guard columns.first?.role == .sidebar,
      columns.first?.root == app.router.registry.tabRoot(for: state.selectedTab)
    else { return "the sidebar is not first with the tab's root" }
    guard zip(columns, columns.dropFirst()).allSatisfy({ $0.role < $1.role }) else {
      return "column roles do not increase"
    }
    guard zip(columns, columns.dropFirst()).allSatisfy({ !$1.routes.isEmpty }) else {
      return "a column right of the sidebar is empty"
    }
    return nil
  }

  /// A random command that fits the screen on top more often than not.
  static func nextCommand(_ app: HoistApp, _ random: inout SeededGenerator) -> ShellCommand {
    let screen = app.frame(message: nil).screen
    let items = screen.rows.count + screen.actions.count
    if app.router.state.alert != nil, Int.random(in: 0..<4, using: &random) > 0 {
      return Bool.random(using: &random) ? .confirm : .cancel
    }
    switch Int.random(in: 0..<20, using: &random) {
    case 0..<8:
      return .tapNumber(Int.random(in: 1...max(items, 1), using: &random))
    case 8..<10:
      return .type(texts.randomElement(using: &random) ?? "")
    case 10..<12:
      return .back
    case 12:
      return .dismiss
    case 13..<15:
      let tab = HoistApp.tabs.randomElement(using: &random) ?? "library"
      return .tab(tab.rawValue)
    case 15:
      return .open(links.randomElement(using: &random) ?? "")
    case 16..<18:
      let columns = app.router.columns
      let column = Int.random(in: 1...columns.count, using: &random)
      let rows = app.router.screen(for: columns[column - 1].top).rows.count
      return .choose(
        column: String(column), target: String(Int.random(in: 1...max(rows, 1), using: &random)))
    default:
      let layout = Bool.random(using: &random) ? Layout.compact : .regular
      return .layout(layout.rawValue)
    }
  }

  @Test func randomStatesSurviveTheRoundTripAndJoinBackFromColumns() throws {
    let base = SeededGenerator.seed(
      from: "HOIST_LAYOUT_SEED", in: ProcessInfo.processInfo.environment)
    let app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    let pool = Self.routePool
    for offset in 0..<UInt64(200) {
      var random = SeededGenerator(seed: base &+ offset)
      var state = app.router.state
      for tab in state.tabOrder {
        state.stacks[tab] = Self.randomStack(pool, depth: 0, &random)
      }
      state.selectedTab = state.tabOrder.randomElement(using: &random) ?? "library"
      state.layout = Bool.random(using: &random) ? .compact : .regular
      app.router.replaceState(state)
      app.setLayout(.regular)
      let broken = Self.columnProperty(app)
      app.setLayout(.compact)
      app.setLayout(.regular)
      app.setLayout(.compact)
      var expected = state
      expected.layout = .compact
      #expect(broken == nil, "seed \(random.seed): \(broken ?? "")")
      #expect(
        app.router.state == expected,
        "seed \(random.seed): the round trip changed the state; HOIST_LAYOUT_SEED=\(random.seed)")
      if broken != nil || app.router.state != expected { return }
    }
  }

  /// Routes of every feature, including keys out of their usual order.
  static let routePool: [AnyRoute] = [
    LibraryRoute.series(seriesID: "op").erased, LibraryRoute.chapters(seriesID: "op").erased,
    ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased,
    ReaderRoute.page(seriesID: "op", chapter: 1085, page: 3).erased,
    SearchRoute.results(query: "spy").erased, FieldNotesRoute.note(noteID: "note-1").erased,
    SettingsRoute.about.erased, LibraryRoute.addToList(seriesID: "op").erased,
  ]

  static func randomStack(_ pool: [AnyRoute], depth: Int, _ random: inout SeededGenerator)
    -> NavigationStackState
  {
    let count = Int.random(in: 0...5, using: &random)
    let path = (0..<count).compactMap { _ in pool.randomElement(using: &random) }
    var stack = NavigationStackState(path: RoutePath(path))
    if depth < 2, Int.random(in: 0..<3, using: &random) == 0,
      let root = pool.randomElement(using: &random)
    {
      let style: PresentationStyle = Bool.random(using: &random) ? .sheet : .fullScreenCover
      stack.presentation = Presentation(
        style: style, root: root, stack: randomStack(pool, depth: depth + 1, &random))
    }
    return stack
  }
}
