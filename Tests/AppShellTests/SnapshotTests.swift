import AppShell
import Foundation
import LibraryFeature
import MangaCatalog
import NavigationCore
import NavigationPersistence
import NavigationRouter
import ReaderFeature
import TestSupport
import Testing
import UserData

/// Saving and restoring state through `state.json`.
@MainActor
struct SnapshotTests {
  private let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-snapshot-\(UUID().uuidString)", isDirectory: true)
  }

  private func makeApp(_ data: UserDataState = TestSecrets.sample) throws -> HoistApp {
    try HoistApp(catalog: Catalog.bundled(), userData: data)
  }

  @Test func stateSurvivesSaveAndLoad() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = try makeApp()
    _ = try app.execute(.open("fieldnotes://note/note-3"))
    _ = try app.execute(.type("1234"))
    _ = try app.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    _ = try app.execute(.tapLabel("Immersive"))
    let store = try StateStore(directory: directory)
    try store.save(app)
    try store.finish()
    let file = SnapshotFile(directory: directory)

    guard case .snapshot(let snapshot) = try file.load() else {
      Issue.record("the saved state did not load")
      return
    }
    #expect(snapshot.userData.unlockedNoteIDs == [])
    let restored = try makeApp(snapshot.userData)
    #expect(restored.restoreNavigation(from: snapshot) == [])
    #expect(restored.router.state.selectedTab == "library")
    #expect(restored.router.state.stacks == app.router.state.stacks)
    #expect(restored.router.state.activePresentation?.style == .fullScreenCover)
    #expect(
      restored.userData.state.progress["op"]
        == ReadingProgress(seriesID: "op", chapter: 1085, page: 3))
    _ = try restored.execute(.dismiss)
    _ = try restored.execute(.tab("notes"))
    #expect(restored.frame(message: nil).screen.state == .locked)
  }

  @Test func anUnreadableFileIsSetAsideNeverDeleted() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = SnapshotFile(directory: directory)
    try Data("{not json".utf8).write(to: file.url)

    guard case .unreadable(let problems, let recovered, let source) = try file.load() else {
      Issue.record("a broken file loaded")
      return
    }
    #expect(problems.count == 1)
    let problem = try #require(problems.first)
    #expect(
      problem.reason
        == "state.json is not a valid state file (not JSON: Invalid value around character 1.)"
    )
    #expect(problem.moved)
    #expect(recovered == nil)
    #expect(source == nil)
    let moved = problem.setAside
    #expect(moved.hasPrefix(file.url.path + ".corrupt-"))
    #expect(try String(contentsOfFile: moved, encoding: .utf8) == "{not json")
    #expect(!FileManager.default.fileExists(atPath: file.url.path))
  }

  @Test func aRouteNoFeatureDecodesIsDroppedWithWhatWasAboveIt() throws {
    var snapshot = try makeApp().snapshot()
    snapshot.stacks["library"] = AppSnapshot.Stack(
      path: [
        ["key": .string("library.series"), "seriesID": .string("op")],
        ["key": .string("reader.volume"), "seriesID": .string("op")],
        ["key": .string("reader.chapter"), "seriesID": .string("op"), "chapter": .integer(3)],
      ],
      presentation: nil)
    snapshot.stacks["search"] = AppSnapshot.Stack(
      path: [],
      presentation: AppSnapshot.Modal(
        style: .sheet, root: ["key": .string("x.y")], stack: .init(path: [])))
    let app = try makeApp()
    let report = app.restoreNavigation(from: snapshot).map(\.text)
    #expect(
      report == [
        "library tab, path 2: dropped reader.volume(seriesID: op) and 1 screen above it: no feature registered the route key 'reader.volume'",
        "search tab, sheet root: dropped x.y: no feature registered the route key 'x.y'",
      ])
    #expect(
      app.router.state.stacks["library"]?.path.routes == [
        LibraryRoute.series(seriesID: "op").erased
      ])
    #expect(app.router.state.stacks["search"]?.presentation == nil)
  }

  @Test func theDefaultDataDirectoryFollowsXDG() {
    #expect(
      DataDirectory.resolve(
        option: nil, environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"]
      ).path
        == "/state/hoist")
    #expect(
      DataDirectory.resolve(
        option: nil, environment: ["XDG_STATE_HOME": "relative", "HOME": "/home/u"]
      ).path
        == "/home/u/.local/state/hoist")
    #expect(
      DataDirectory.resolve(option: "/d", environment: ["XDG_STATE_HOME": "/state"]).path == "/d")
  }
}
