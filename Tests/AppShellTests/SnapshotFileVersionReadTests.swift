import AppShell
import Foundation
import MangaCatalog
import NavigationPersistence
import TestSupport
import Testing
import UserData

/// `SnapshotFile.load()` parses a file of the current version once, and falls back to reading
/// the version first for every other file: a file of another version that has the current
/// shape is still read as that version.
@MainActor
struct SnapshotFileVersionReadTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-version-read-\(UUID().uuidString)", isDirectory: true)

  /// A current-version state as JSON, with `version` set to `version`.
  private func file(version: Int) throws -> (AppSnapshot, Data) {
    let app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    _ = try app.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    var snapshot = try app.snapshot()
    snapshot.version = version
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (snapshot, try encoder.encode(snapshot))
  }

  private func load(_ data: Data) throws -> SnapshotFile.Loaded {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = SnapshotFile(directory: directory)
    try data.write(to: file.url)
    return try file.load()
  }

  @Test func aCurrentFileLoadsAsItIs() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (snapshot, data) = try file(version: AppSnapshot.currentVersion)
    guard case .snapshot(let loaded) = try load(data) else {
      Issue.record("a current file did not load")
      return
    }
    #expect(loaded == snapshot)
  }

  @Test func aVersionOneFileWithEveryFieldIsMigrated() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (snapshot, data) = try file(version: 1)
    guard case .migrated(let loaded, let from) = try load(data) else {
      Issue.record("a version 1 file was not migrated")
      return
    }
    #expect(from == 1)
    var expected = snapshot
    expected.version = AppSnapshot.currentVersion
    #expect(loaded == expected)
  }

  @Test func aNewerFileOfTheCurrentShapeIsNewer() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (_, data) = try file(version: AppSnapshot.currentVersion + 1)
    guard case .newerVersion(let newer) = try load(data) else {
      Issue.record("a newer file loaded")
      return
    }
    #expect(newer.version == AppSnapshot.currentVersion + 1)
    #expect(newer.files.map(\.lastPathComponent) == ["state.json"])
  }

  @Test func aFileOfVersionZeroIsBadAndSetAside() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (_, data) = try file(version: 0)
    guard case .unreadable(let problems, nil, nil) = try load(data) else {
      Issue.record("a version 0 file loaded")
      return
    }
    #expect(
      problems.map(\.reason) == [
        "state.json has an unknown format version 0; this hoist reads versions 1 to \(AppSnapshot.currentVersion)"
      ])
  }
}
