import AppShell
import Foundation
import FuzzSupport
import NavigationCore
import UserData

// libFuzzer harness: the input is the bytes of a `state.json`. It is decoded as the app
// decodes its saved state (any format version, secrets migrated, restored values repaired);
// what decodes is restored into the sample app (routes reconciled
// against the catalog and the user's data), every tab's screen rendered as text and as a JSON
// line, then saved and restored again. Traps when a JSON line is not JSON or a state the app
// saved itself does not restore whole.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshots(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let data = Data(UnsafeBufferPointer(start: start, count: count))
  MainActor.assumeIsolated { FuzzSnapshots.run(data) }
  return 0
}

@MainActor
enum FuzzSnapshots {
  static func run(_ data: Data) {
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
}
