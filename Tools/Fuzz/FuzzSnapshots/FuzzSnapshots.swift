import AppShell
import Foundation
import FuzzSupport
import NavigationCore
import NavigationRouter
import UserData

// libFuzzer harness: the input is the bytes of a `state.json`. It is decoded as the app
// decodes its saved state (any format version, secrets migrated, restored values repaired);
// what decodes is restored into the sample app (routes reconciled
// against the catalog and the user's data), every tab's screen rendered as text and as a JSON
// line, then saved and restored again. Traps when a JSON line is not JSON or a state the app
// saved itself does not restore whole. The same bytes are read by the library's own
// snapshot (`NavigationSnapshot(json:)`, what an app that adopts the library loads): an error
// must say what is wrong, and what decodes is restored into a fresh router, saved, read and
// restored again, which must change nothing.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshots(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(UnsafeBufferPointer(start: start, count: count))
  MainActor.assumeIsolated { FuzzSnapshots.run(data) }
  return 0
}

@MainActor
enum FuzzSnapshots {
  static func run(_ data: Data) {
    runLibrarySnapshot(data)
    // Every readable version, as `hoist` loads it (the corpus holds version 1 files), then
    // restored like it: secrets migrated, restored values repaired.
    guard var snapshot = try? SnapshotMigration.decode(data) else { return }
    snapshot.userData = FuzzApp.restoring(snapshot.userData)
    _ = snapshot.repairRestoredValues(tabs: HoistApp.tabs)
    let app = FuzzApp.make(userData: snapshot.userData)
    let report = app.restoreNavigation(from: snapshot)
    _ = report.map { "\($0)" }
    for tab in HoistApp.tabs {
      _ = try? app.execute(.tab(tab.rawValue))
      let frame = app.frame(message: nil)
      _ = TextRenderer.render(frame)
      FuzzApp.requireJSONObject(
        JSONLineRenderer.render(frame), from: String(decoding: data, as: UTF8.self))
    }
    FuzzApp.requireRoundTrip(app)
  }

  /// The library's snapshot over the same bytes.
  static func runLibrarySnapshot(_ data: Data) {
    let snapshot: NavigationSnapshot
    do {
      snapshot = try NavigationSnapshot(json: data)
    } catch {
      guard !error.description.isEmpty else { fatalError("an error with no message: \(error)") }
      return
    }
    let app = FuzzApp.make()
    let report = app.router.restore(from: snapshot)
    _ = report.lines
    do {
      let saved = try app.router.snapshot().jsonData()
      let again = FuzzApp.make()
      let second = again.router.restore(from: try NavigationSnapshot(json: saved))
      guard second.isEmpty, again.router.state.stacks == app.router.state.stacks,
        again.router.state.selectedTab == app.router.state.selectedTab
      else {
        fatalError(
          "a snapshot the router saved does not restore whole: \(second.lines), "
            + String(decoding: saved, as: UTF8.self))
      }
    } catch {
      fatalError("a snapshot the router saved does not read back: \(error)")
    }
  }
}
