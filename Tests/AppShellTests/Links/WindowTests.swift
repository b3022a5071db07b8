import AppShell
import FieldNotesFeature
import Foundation
import LibraryFeature
import MangaCatalog
import NavigationCore
import NavigationRouter
import ReaderFeature
import TestSupport
import Testing
import UserData

/// Windows: `window new`, `window N`, `window close N`, `windows`; `Transcripts/windows.hoist`
/// shows them as the user sees them.
@MainActor
struct WindowTests {
  private let app: HoistApp
  private let page = "mangareader://series/op?chapter=1085&page=3"

  init() throws {
    app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
  }

  @Test func eachWindowHasItsOwnTabsStacksAndPresentations() throws {
    _ = try app.execute(.open(page))
    let first = app.router.state
    #expect(try app.execute(.window(.new)) == "Opened window 2.")
    #expect(app.router.state.window == 2)
    #expect(app.router.state.stacks["library"]?.path.routes ?? [] == [])
    _ = try app.execute(.tab("notes"))
    _ = try app.execute(.tapLabel("New note"))
    let second = app.router.state
    _ = try app.execute(.window(.show(1)))
    #expect(app.router.state == first)
    _ = try app.execute(.window(.show(2)))
    #expect(app.router.state == second)
    #expect(app.windowNumbers == [1, 2])
  }

  @Test func theJSONLineSaysWhichWindowIsShown() throws {
    _ = try app.execute(.window(.new))
    let output = CapturedOutput()
    ShellSession(app: app, output: output, json: true).show()
    #expect(output.standardOutput.contains(#""window":2"#))
    #expect(app.frame(message: nil).windowCount == 2)
  }

  @Test func aLinkOpensInTheWindowThatShowsItsTargetElseTheActiveOne() throws {
    _ = try app.execute(.open(page))
    _ = try app.execute(.window(.new))
    let before = app.router.writeCount
    #expect(try app.execute(.open(page)) == "Already showing Page 3.")
    #expect(app.router.state.window == 1)
    #expect(app.router.writeCount == before + 1)
    _ = try app.execute(.window(.show(2)))
    _ = try app.execute(.open("fieldnotes://note/note-1"))
    #expect(app.router.state.window == 2)
    #expect(app.router.state.visibleRoute == FieldNotesRoute.note(noteID: "note-1").erased)
  }

  @Test func closingTheLastWindowIsRefused() throws {
    #expect(throws: ShellError.lastWindow(1)) { try app.execute(.window(.close(1))) }
    _ = try app.execute(.window(.new))
    #expect(throws: ShellError.noSuchWindow(5, open: [1, 2])) {
      try app.execute(.window(.close(5)))
    }
    #expect(try app.execute(.window(.close(2))) == "Closed window 2; showing window 1.")
    #expect(app.windowNumbers == [1])
    #expect(
      ShellError.lastWindow(1).description
        == "window 1 is the last window; open another before closing it")
  }

  @Test func theWindowListMarksTheWindowOnScreen() throws {
    _ = try app.execute(.open(page))
    _ = try app.execute(.window(.new))
    #expect(app.windowList() == "  window 1: library › Page 3\n* window 2: library › Library")
  }

  @Test func windowsAreSavedAndRestored() throws {
    _ = try app.execute(.open(page))
    _ = try app.execute(.window(.new))
    _ = try app.execute(.open("fieldnotes://note/note-1"))
    let snapshot = try app.snapshot()
    #expect(snapshot.window == 2)
    #expect(snapshot.windows.map(\.number) == [1])
    let data = try JSONEncoder().encode(snapshot)
    let decoded = try JSONDecoder().decode(AppSnapshot.self, from: data)
    let restored = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    #expect(restored.restoreNavigation(from: decoded) == [])
    #expect(restored.router.state == app.router.state)
    #expect(restored.parkedWindows == app.parkedWindows)
  }

  @Test func aVersionOneSnapshotWithoutWindowsRestoresOneWindow() throws {
    let snapshot = try app.snapshot()
    #expect(snapshot.windows == [])
    let old = AppSnapshotV1(
      selectedTab: snapshot.selectedTab, stacks: snapshot.stacks, userData: snapshot.userData)
    let migrated = SnapshotMigration.migrate(old)
    #expect(migrated.window == 1)
    let restored = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    restored.restoreNavigation(from: migrated)
    #expect(restored.windowNumbers == [1])
  }

  @Test func windowCommandsParse() throws {
    #expect(try ShellCommandParser.parse("window new") == .window(.new))
    #expect(try ShellCommandParser.parse("Window 3") == .window(.show(3)))
    #expect(try ShellCommandParser.parse("window close 2") == .window(.close(2)))
    #expect(try ShellCommandParser.parse("windows") == .window(.list))
    #expect(
      throws: ShellError.missingArgument(
        command: "window", usage: "window new | window N | window close N")
    ) {
      try ShellCommandParser.parse("window")
    }
    #expect(throws: ShellError.unexpectedArgument(command: "windows", argument: "2")) {
      try ShellCommandParser.parse("windows 2")
    }
  }

  @Test func atMostSixteenWindowsAreOpenAndTheLimitIsNamed() throws {
    for number in 2...HoistApp.maximumWindows {
      #expect(try app.execute(.window(.new)) == "Opened window \(number).")
    }
    #expect(throws: ShellError.tooManyWindows(limit: 16)) { try app.execute(.window(.new)) }
    #expect(
      ShellError.tooManyWindows(limit: 16).description
        == "16 windows are open, the most hoist allows; close one with 'window close N' first")
    _ = try app.execute(.window(.close(3)))
    // The highest is 16, so the lowest free number is taken.
    #expect(try app.execute(.window(.new)) == "Opened window 3.")
    #expect(app.windowNumbers == Array(1...16))
  }

  @Test(arguments: [Int.max, -3, 0, 1_000_000])
  func aSavedWindowNumberOutOfRangeIsRepairedAndReported(_ saved: Int) throws {
    var snapshot = try app.snapshot()
    snapshot.window = saved
    let restored = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    let changes = restored.restoreNavigation(from: snapshot)
    #expect(
      changes.map(\.text) == [
        "library tab, window \(saved): replaced window(number: \(saved)) with window(number: 1): window numbers go from 1 to 16"
      ])
    #expect(restored.router.state.window == 1)
    #expect(try restored.execute(.window(.new)) == "Opened window 2.")
  }

  @Test func aParkedWindowNumberOutOfRangeBecomesAFreeNumberAndIsReported() throws {
    _ = try app.execute(.window(.new))
    var snapshot = try app.snapshot()
    snapshot.windows[0].number = Int.max
    let restored = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    let changes = restored.restoreNavigation(from: snapshot)
    #expect(
      changes.map(\.text) == [
        "library tab, window \(Int.max): replaced window(number: \(Int.max)) with window(number: 1): window numbers go from 1 to 16"
      ])
    #expect(restored.windowNumbers == [1, 2])
    #expect(try restored.execute(.window(.new)) == "Opened window 3.")
  }

  @Test func aRepeatedWindowNumberBecomesAFreeNumberAndKeepsItsRoutes() throws {
    _ = try app.execute(.window(.new))
    _ = try app.execute(.open("mangareader://series/aot"))
    _ = try app.execute(.window(.new))
    var snapshot = try app.snapshot()
    #expect(snapshot.window == 3)
    #expect(snapshot.windows.map(\.number) == [1, 2])
    // Window 2 (on Attack on Titan) says it is window 1; window 1 says it is window 3, the
    // number of the window on screen. Before, both were dropped with their routes.
    snapshot.windows[1].number = 1
    snapshot.windows[0].number = 3
    let restored = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    let changes = restored.restoreNavigation(from: snapshot)
    #expect(
      changes.map(\.text) == [
        "library tab, window 3: replaced window(number: 3) with window(number: 2): another window has the number 3"
      ])
    #expect(restored.windowNumbers == [1, 2, 3])
    let series = AppSnapshot.Stack(path: [
      ["key": .string("library.series"), "seriesID": .string("aot")]
    ])
    let saved = try restored.snapshot()
    #expect(saved.windows.map(\.number) == [1, 2])
    #expect(saved.windows[0].stacks["library"] == series)
    #expect(saved.windows[1].stacks["library"] == AppSnapshot.Stack(path: []))
  }

  @Test func aWindowForWhichNoNumberIsLeftIsDroppedAndNamed() throws {
    for _ in 2...HoistApp.maximumWindows { _ = try app.execute(.window(.new)) }
    var snapshot = try app.snapshot()
    snapshot.windows.append(snapshot.windows[0])
    let restored = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    let changes = restored.restoreNavigation(from: snapshot)
    #expect(
      changes.map(\.text) == [
        "library tab, window 1: dropped window(number: 1): another window has the number 1; all 16 numbers are taken"
      ])
    #expect(restored.windowNumbers == Array(1...16))
  }

  @Test(arguments: [Int.min, Int.max, 0, -1])
  func aColumnOrRowNumberAtTheEndsOfIntIsAnErrorNotATrap(_ number: Int) throws {
    _ = try app.execute(.layout("regular"))
    #expect(throws: ShellError.unknownColumn(String(number), known: ["sidebar"])) {
      try app.execute(.choose(column: String(number), target: "1"))
    }
    #expect(throws: ShellError.noSuchRow(number: number, count: 18)) {
      try app.execute(.choose(column: "1", target: String(number)))
    }
  }
}
