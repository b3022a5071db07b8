import AppShell
import MangaCatalog
import NavigationCore
import NavigationRouter
import Testing
import UserData

/// Every cross-feature step, from every tab where its emitting screen can appear: the step
/// pushes one screen on the stack it came from, and `back` walks the same screens in reverse.
///
/// No emitting screen appears inside a sheet or cover today (the only presented screens are
/// the add-to-list sheet, the note editors and immersive reading, which emit no cross-feature
/// request); a new one belongs in ``arrivals``.
@MainActor
struct CrossFeatureStepTests {
  /// How the user reaches One Piece's series screen on each tab.
  struct Arrival: CustomTestStringConvertible, Sendable {
    var tab: String
    var commands: [String]
    var testDescription: String { tab }
  }

  /// A cross-feature step taken from the series screen (or on the way to it) and the title of
  /// the screen it must push.
  struct Step: CustomTestStringConvertible, Sendable {
    var name: String
    var commands: [String]
    var pushedTitles: [String]
    var testDescription: String { name }
  }

  nonisolated static let arrivals: [Arrival] = [
    Arrival(tab: "library", commands: ["tap One Piece"]),
    // search: the result row is itself a cross-feature step (search -> library).
    Arrival(tab: "search", commands: ["tab search", "type one piece", "tap One Piece"]),
    // notes: the note's series row is one too (field notes -> library).
    Arrival(
      tab: "notes", commands: ["tab notes", "tap Panel pacing in chapter 1085", "tap Series"]),
  ]

  nonisolated static let steps: [Step] = [
    Step(
      name: "continue reading", commands: ["tap Continue reading"],
      pushedTitles: ["Chapter 1085", "Page 4"]),
    Step(
      name: "open a chapter", commands: ["tap Chapters", "tap Chapter 1090"],
      pushedTitles: ["Chapters", "Chapter 1090"]),
  ]

  /// Every title on screen, bottom first: the tab's stack, then each modal's.
  private func trail(_ app: HoistApp) -> [String] {
    let frame = app.frame(message: nil)
    return frame.titles + frame.modals.flatMap(\.titles)
  }

  private func run(_ line: String, on app: HoistApp) throws {
    let command = try #require(try ShellCommandParser.parse(line))
    _ = try app.execute(command)
  }

  private func progressAt1085() -> UserDataState {
    var data = UserDataState.sample
    data.progress["op"] = ReadingProgress(seriesID: "op", chapter: 1085, page: 4)
    return data
  }

  @Test(arguments: arrivals, steps)
  func aStepPushesOnTheStackItCameFromAndBackWalksItInReverse(arrival: Arrival, step: Step)
    throws
  {
    let app = try HoistApp(catalog: Catalog.bundled(), userData: progressAt1085())
    var trails: [[String]] = [trail(app)]
    for line in arrival.commands + step.commands {
      try run(line, on: app)
      trails.append(trail(app))
    }
    #expect(app.router.state.selectedTab.rawValue == arrival.tab)
    let beforeStep = trails[trails.count - 1 - step.commands.count]
    #expect(beforeStep.last == "One Piece")
    #expect(trail(app) == beforeStep + step.pushedTitles)
    // Back walks every screen pushed on this tab in reverse, down to the tab's root.
    var walked: [[String]] = [trail(app)]
    while app.router.state.activeStack.path.count > 0 {
      try run("back", on: app)
      walked.append(trail(app))
    }
    // One screen at a time, even where one step pushed two (continue reading: chapter, page).
    let pushedOnThisTab = trails.filter { $0.first == trails.last?.first }
    let root = pushedOnThisTab.map(\.count).min() ?? 1
    #expect(
      walked
        == stride(from: walked[0].count, through: root, by: -1).map { Array(walked[0].prefix($0)) })
  }
}
