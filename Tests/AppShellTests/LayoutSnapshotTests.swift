import AppShell
import AppShellTestSupport
import Foundation
import MangaCatalog
import NavigationCore
import NavigationRouter
import TestSupport
import Testing
import UserData

/// The layout is saved with the state, and a snapshot made in one layout restores into the
/// other with the same paths, presentations and selected tab.
@MainActor
struct LayoutSnapshotTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-layout-\(UUID().uuidString)", isDirectory: true)

  /// Runs `hoist` in-process on the test's data directory with a script on standard input.
  private func hoist(_ arguments: [String], script: String) -> (status: Int32, output: String) {
    let run = HoistRun.run(["--data-dir", directory.path, "--json"] + arguments, script: script)
    return (run.status, run.output)
  }

  private func lastFrame(_ output: String) throws -> [String: Any] {
    let line = try #require(output.split(separator: "\n").last)
    return try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  @Test func theLayoutIsSavedAndASnapshotRestoresIntoTheOtherLayout() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = "open mangareader://series/op?chapter=1085&page=3\ntap Immersive\n"
    let first = hoist(["--layout", "regular"], script: script)
    #expect(first.status == 0)
    let saved = try lastFrame(first.output)
    #expect(saved["layout"] as? String == "regular")

    // Without --layout the saved layout comes back.
    let again = try lastFrame(hoist([], script: "show").output)
    #expect(again["layout"] as? String == "regular")
    #expect((again["columns"] as? [Any])?.count == 3)

    // --layout compact restores the regular snapshot into compact: same path and cover.
    let compact = try lastFrame(hoist(["--layout", "compact"], script: "show").output)
    #expect(compact["layout"] as? String == "compact")
    #expect(compact["columns"] is NSNull)
    for key in ["path", "presentation", "tab", "screen"] {
      #expect(
        (compact[key] as? NSObject)?.isEqual(saved[key]) == true, "\(key) differs after restore")
    }
  }

  @Test func aVersionOneFileWithoutALayoutRestoresCompact() throws {
    let app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    app.setLayout(.regular)
    _ = try app.execute(.open("fieldnotes://note/note-1"))
    let snapshot = try app.snapshot()
    #expect(snapshot.layout == .regular)
    let old = AppSnapshotV1(
      selectedTab: snapshot.selectedTab, stacks: snapshot.stacks, userData: snapshot.userData)
    let data = try JSONEncoder().encode(old)
    #expect(String(decoding: data, as: UTF8.self).contains("\"layout\"") == false)
    let decoded = try SnapshotMigration.decode(data, version: 1)
    #expect(decoded.layout == .compact)
    let restored = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    restored.setLayout(.regular)
    #expect(restored.restoreNavigation(from: decoded) == [])
    var expected = app.router.state
    expected.layout = .compact
    #expect(restored.router.state == expected)
  }
}
