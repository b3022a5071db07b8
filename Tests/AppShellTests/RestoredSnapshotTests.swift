import AppShell
import FieldNotesFeature
import Foundation
import MangaCatalog
import NavigationCore
import NavigationPersistence
import NavigationRouter
import SettingsFeature
import TestSupport
import Testing
import UserData

/// `HoistApp.restoredSnapshot(_:)` and `StateStore.assumeRestored(_:)`: the start-up check
/// that an app restored unchanged holds what was loaded, without encoding a route, held equal
/// to the full snapshot it replaces.
@MainActor
struct RestoredSnapshotTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-restored-\(UUID().uuidString)", isDirectory: true)

  private func makeApp(_ data: UserDataState = TestSecrets.sample) throws -> HoistApp {
    try HoistApp(catalog: Catalog.bundled(), userData: data)
  }

  /// An app with a deep stack, a modal over a pushed stack, another tab's stack and a second
  /// window.
  private func usedApp() throws -> HoistApp {
    let app = try makeApp()
    _ = try app.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    _ = try app.execute(.window(.new))
    _ = try app.execute(.open("fieldnotes://note/note-2"))
    _ = try app.execute(.tab("library"))
    _ = try app.execute(.tapNumber(1))
    app.router.apply([.present(FieldNotesRoute.newNote.erased, style: .sheet)])
    return app
  }

  /// The app restored from a snapshot of another app, with the changes restoration reported.
  private func restored(_ snapshot: AppSnapshot) throws -> (HoistApp, [RestorationChange]) {
    let app = try makeApp(snapshot.userData)
    let changes = app.restoreNavigation(from: snapshot)
    return (app, changes)
  }

  /// A store that saved ``usedApp()`` and finished, opened again (with a flush interval of an
  /// hour, so nothing is flushed by time) and the snapshot it loads.
  private func reopenedStore() throws -> (StateStore, AppSnapshot) {
    do {
      let store = try StateStore(directory: directory)
      try store.save(try usedApp())
      try store.finish()
    }
    let store = try StateStore(directory: directory, policy: SavePolicy(flushInterval: 3600))
    let loaded = try store.load()
    guard case .snapshot(let saved) = loaded else {
      throw ReopenFailure(loaded: "\(loaded)")
    }
    return (store, saved)
  }

  /// The saved state did not load as a snapshot.
  private struct ReopenFailure: Error, CustomStringConvertible {
    var loaded: String
    var description: String { "the saved state did not load as a snapshot: \(loaded)" }
  }

  @Test func anAppRestoredUnchangedGivesTheSavedStateAndTheFullSnapshotAgrees() throws {
    let saved = try usedApp().snapshot()
    #expect(saved.windows.count == 1)
    #expect(saved.stacks["library"]?.presentation?.style == .sheet)
    let (app, changes) = try restored(saved)
    #expect(changes == [])
    #expect(app.restoredSnapshot(saved) == saved)
    #expect(try app.snapshot() == saved)
  }

  @Test func aCommandAfterRestoringIsSeen() throws {
    let saved = try usedApp().snapshot()
    let (pushed, _) = try restored(saved)
    pushed.router.apply([.dismiss])
    #expect(pushed.restoredSnapshot(saved) == nil)
    let (laidOut, _) = try restored(saved)
    laidOut.setLayout(laidOut.router.state.layout == .compact ? .regular : .compact)
    let laidOutSnapshot = try #require(laidOut.restoredSnapshot(saved))
    #expect(laidOutSnapshot != saved)
    #expect(laidOutSnapshot == (try laidOut.snapshot()))
  }

  @Test func aReplacedRouteOfTheSameShapeIsNotSeenSoCallersRequireNoChange() throws {
    // Why the store takes the check only when restoration reported no change: places line
    // up, so a route replaced in place keeps the saved object.
    let reading = try makeApp()
    _ = try reading.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    let saved = try reading.snapshot()
    let (app, _) = try restored(saved)
    app.router.apply([.replaceTop(SettingsRoute.about.erased)])
    #expect(app.router.state.selectedStack.path.count == 3)
    #expect(app.restoredSnapshot(saved) == saved)
    #expect(try app.snapshot() != saved)
  }

  @Test func stacksOfAnotherShapeGiveNil() throws {
    let saved = try usedApp().snapshot()
    let (app, _) = try restored(saved)
    var extraTab = saved
    extraTab.stacks["downloads"] = AppSnapshot.Stack(path: [])
    #expect(app.restoredSnapshot(extraTab) == nil)
    var missingTab = saved
    missingTab.stacks["settings"] = nil
    #expect(app.restoredSnapshot(missingTab) == nil)
    var noWindows = saved
    noWindows.windows = []
    #expect(app.restoredSnapshot(noWindows) == nil)
    var otherStyle = saved
    let sheet = try #require(saved.stacks["library"]?.presentation)
    otherStyle.stacks["library"]?.presentation = AppSnapshot.Modal(
      style: .fullScreenCover, root: sheet.root, stack: sheet.stack)
    #expect(app.restoredSnapshot(otherStyle) == nil)
  }

  @Test func randomStatesRestoredUnchangedAgreeWithTheFullSnapshot() throws {
    var generator = SeededGenerator(seed: 12)
    var compared = 0
    for _ in 0..<40 {
      let app = try makeApp()
      for _ in 0..<Int.random(in: 1...30, using: &generator) {
        switch RandomStep.random(using: &generator) {
        case .command(let command): app.router.apply([command])
        case .dismissAllOnScreen: app.router.apply([.dismissAll(tab: app.router.state.selectedTab)])
        case .shell(let command): _ = try? app.execute(command)
        case .relaunch: break
        }
      }
      let saved = try app.snapshot()
      let (next, changes) = try restored(saved)
      guard changes.isEmpty else { continue }
      compared += 1
      #expect(next.restoredSnapshot(saved) == saved)
      #expect(try next.snapshot() == saved)
    }
    #expect(compared >= 20)
  }

  @Test func theStoreWritesNothingAfterRestoringUnchangedThenSavesTheFirstChange() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (store, saved) = try reopenedStore()
    let before = try Data(contentsOf: store.file.url)
    let (app, changes) = try restored(saved)
    #expect(changes == [])
    #expect(store.assumeRestored(app))
    #expect(try store.save(app).isEmpty)
    #expect(try Data(contentsOf: store.file.journalURL).isEmpty)
    app.router.apply([.dismiss])
    try store.save(app)
    let journal = try Data(contentsOf: store.file.journalURL)
    #expect(journal.last == UInt8(ascii: "\n"))
    #expect(try JSONDecoder().decode(AppSnapshot.self, from: journal) == (try app.snapshot()))
    try store.finish()
    #expect(try Data(contentsOf: store.file.url) != before)
  }

  @Test func theStoreTakesNothingWhenTheAppDiffersFromTheFile() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (store, saved) = try reopenedStore()
    let (app, _) = try restored(saved)
    app.setLayout(app.router.state.layout == .compact ? .regular : .compact)
    #expect(!store.assumeRestored(app))
    #expect(try store.save(app).isEmpty)
    #expect(try !Data(contentsOf: store.file.journalURL).isEmpty)
  }
}
