import AppShell
import NavigationCore
import NavigationRouter
import NavigationTooling

/// A tiny app for graph tests, with switches that plant each problem `hoist graph` reports.
enum MazeRoute: Route {
  case home
  case room(id: String)
  case sheet
  case cover
  case hidden

  static let feature = "maze"
  static let caseNames = ["home", "room", "sheet", "cover", "hidden"]
}

/// A route no feature registers: reaching it shows "no destination".
enum GhostRoute: Route {
  case lost

  static let feature = "ghost"
  static let caseNames = ["lost"]
}

enum MazeIntent: Hashable, Sendable {
  case roomTapped
  case sheetTapped
  case coverTapped
  case ghostTapped
  case hiddenTapped
  case backTapped
  case closeTapped
}

/// Which problems the maze has.
struct MazeFlaws: Hashable, Sendable {
  /// The home screen pushes a route no feature registers.
  var pushesGhost = false
  /// Nothing leads to `maze.hidden`.
  var hidesRoute = false
  /// The cover's screen has no action that dismisses it.
  var coverWithoutExit = false
  /// The link printer adds a letter to the room's ID.
  var brokenPrinter = false
  /// The link's other form opens another room.
  var brokenAlternate = false
}

struct MazeFeature: FeatureModule {
  typealias RouteType = MazeRoute
  typealias Intent = MazeIntent
  typealias Change = Never

  static let name = "maze"
  let tab: TabID? = "maze"
  let tabRoot: MazeRoute? = .home
  let flaws: MazeFlaws

  func reconcile(_ route: MazeRoute) -> Reconciliation<MazeRoute> {
    .keep
  }

  func screen(for route: MazeRoute, in context: FeatureContext) -> Screen {
    func row(_ label: String, _ intent: MazeIntent) -> ScreenRow {
      ScreenRow(label, intent: Self.intent(intent))
    }
    switch route {
    case .home:
      var rows = [row("Room", .roomTapped), row("Sheet", .sheetTapped), row("Cover", .coverTapped)]
      if flaws.pushesGhost { rows.append(row("Ghost", .ghostTapped)) }
      if !flaws.hidesRoute { rows.append(row("Hidden", .hiddenTapped)) }
      return Screen(title: "Home", rows: rows)
    case .room(let id):
      return Screen(title: "Room \(id)", rows: [row("Back", .backTapped)])
    case .sheet:
      return Screen(title: "Sheet", rows: [row("Close", .closeTapped)])
    case .cover:
      return Screen(
        title: "Cover",
        rows: flaws.coverWithoutExit ? [row("Room", .roomTapped)] : [row("Close", .closeTapped)])
    case .hidden:
      return Screen(title: "Hidden")
    }
  }

  func handle(_ intent: MazeIntent, in context: FeatureContext) -> Outcome<Never, Never> {
    switch intent {
    case .roomTapped: Outcome(commands: [.push(MazeRoute.room(id: "a").erased)])
    case .sheetTapped: Outcome(commands: [.present(MazeRoute.sheet.erased, style: .sheet)])
    case .coverTapped:
      Outcome(commands: [.present(MazeRoute.cover.erased, style: .fullScreenCover)])
    case .ghostTapped: Outcome(commands: [.push(GhostRoute.lost.erased)])
    case .hiddenTapped: Outcome(commands: [.push(MazeRoute.hidden.erased)])
    case .backTapped: Outcome(commands: [.back])
    case .closeTapped: Outcome(commands: [.dismiss])
    }
  }
}

/// The maze's link table: `maze://room/<id>` opens a room.
struct MazeLinks: GraphLinks {
  let flaws: MazeFlaws

  func entryLinks(reached: [AnyRoute]) -> [GraphEntryLink] {
    [
      GraphEntryLink(
        pattern: "maze://room/{id}", url: "maze://room/b",
        alternates: [flaws.brokenAlternate ? "maze://room/c" : "maze://room/b"])
    ]
  }

  func url(tab: TabID, path: [AnyRoute]) -> String? {
    guard path.count == 1, case .room(let id)? = path[0].as(MazeRoute.self) else { return nil }
    return "maze://room/\(id)" + (flaws.brokenPrinter ? "x" : "")
  }
}

struct MazeLinkError: Error, CustomStringConvertible {
  var url: String
  var description: String { "not a maze link: \(url)" }
}

@MainActor
final class MazeApp: ExplorableApp {
  let router: Router<Never>
  let flaws: MazeFlaws

  init(flaws: MazeFlaws) throws {
    self.flaws = flaws
    var registry = FeatureRegistry<Never>()
    try registry.register(MazeFeature(flaws: flaws))
    router = Router(registry: registry, tabs: ["maze"], selectedTab: "maze")
  }

  func fork() throws -> MazeApp {
    let copy = try MazeApp(flaws: flaws)
    copy.router.replaceState(router.state)
    return copy
  }

  func openLink(_ url: String) throws {
    guard url.hasPrefix("maze://room/") else { throw MazeLinkError(url: url) }
    let id = String(url.dropFirst("maze://room/".count))
    router.apply([
      .selectTab("maze"), .dismissAll(tab: "maze"),
      .replacePath([MazeRoute.room(id: id).erased], on: .tab("maze")),
    ])
  }

  /// The maze's graph.
  static func graph(_ flaws: MazeFlaws = MazeFlaws()) throws -> NavigationGraph {
    try GraphExplorer(probeTexts: []).explore(MazeApp(flaws: flaws), links: MazeLinks(flaws: flaws))
  }
}
