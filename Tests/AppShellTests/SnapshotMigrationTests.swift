import AppShell
import AppShellTestSupport
import Foundation
import NavigationCore
import NavigationRouter
import Testing

/// Format version 1 files are read through ``SnapshotMigration``, and kept for an older `hoist`.
///
/// The fixtures are files a version 1 `hoist` wrote (commit 18ffd43: a chapter in window 1; a
/// note, search results for "titan" and the regular layout in window 2):
/// `state-v1-windows.json` as written, `state-v1-before-windows.json` the same without the
/// `layout`, `window` and `windows` fields that files written before layouts and windows lack.
@MainActor
struct SnapshotMigrationTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-migration-\(UUID().uuidString)", isDirectory: true)

  private static func fixture(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
      "Fixtures/\(name).json is missing")
    return try Data(contentsOf: url)
  }

  private func hoist(_ arguments: [String], script: String) -> HoistRun {
    HoistRun.run(["--data-dir", directory.path] + arguments, script: script)
  }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  // MARK: - The step, a pure function

  @Test func aVersionOneFileWithWindowsKeepsThem() throws {
    let data = try Self.fixture("state-v1-windows")
    let old = try JSONDecoder().decode(AppSnapshotV1.self, from: data)
    let migrated = SnapshotMigration.migrate(old)
    #expect(migrated.version == 2)
    #expect(migrated.layout == .regular)
    #expect(migrated.window == 2)
    #expect(migrated.selectedTab == "search")
    #expect(migrated.stacks == old.stacks)
    #expect(migrated.userData == old.userData)
    #expect(migrated.windows.map(\.number) == [1])
    #expect(migrated.windows.map(\.layout) == [.compact])
    #expect(
      migrated.windows.first?.stacks["library"]?.path.map { $0["key"] } == [
        .string("library.series"), .string("reader.chapter"),
      ])
    #expect(try SnapshotMigration.decode(data, version: 1) == migrated)
    #expect(try SnapshotMigration.decode(data) == migrated)
  }

  @Test func aVersionOneFileFromBeforeWindowsGetsOneCompactWindow() throws {
    let data = try Self.fixture("state-v1-before-windows")
    let old = try JSONDecoder().decode(AppSnapshotV1.self, from: data)
    #expect(old.layout == nil)
    #expect(old.window == nil)
    #expect(old.windows == nil)
    let migrated = SnapshotMigration.migrate(old)
    #expect(migrated.layout == .compact)
    #expect(migrated.window == 1)
    #expect(migrated.windows == [])
    #expect(migrated.stacks == old.stacks)
    #expect(migrated.userData == old.userData)
  }

  @Test func versionTwoNeedsTheFieldsVersionOneCouldLeaveOut() throws {
    let data = try Self.fixture("state-v1-before-windows")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(AppSnapshot.self, from: data)
    }
  }

  @Test func aVersionWithNoStepIsNamed() throws {
    #expect(throws: SnapshotMigrationError.unknownVersion(0)) {
      try SnapshotMigration.decode(Data("{}".utf8), version: 0)
    }
    #expect(
      SnapshotMigrationError.unknownVersion(0).description
        == "unknown format version 0; this hoist reads versions 1 to 2")
  }

  // MARK: - Through hoist

  @Test func hoistReadsAVersionOneFileAndSavesItAsVersionTwo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let state = directory.appendingPathComponent("state.json")
    try Self.fixture("state-v1-windows").write(to: state)

    let show = hoist(["state", "show"], script: "")
    #expect(show.status == 0)
    #expect(show.output.hasPrefix("\(state.path): format version 1 (read as version 2)\n"))
    #expect(show.output.contains("window 2, layout regular, selected tab search\n"))
    #expect(show.output.contains("window 1, layout compact, selected tab library\n"))

    let look = hoist(["--json"], script: "show\n")
    #expect(look.status == 0)
    #expect(look.output.contains(#""query":"titan""#))
    // The fixture's passcode is a plain one, which loading protects and reports; nothing is
    // reported about the format.
    #expect(!look.errors.contains("state.json"))
    #expect(!look.errors.contains("version"))

    let change = hoist([], script: "window 1\nback\n")
    #expect(change.status == 0)
    #expect(!change.errors.contains("copied"))
    let after = hoist(["state", "show"], script: "")
    #expect(after.output.hasPrefix("\(state.path): format version 2\n"))
    #expect(after.output.contains("window 1, layout compact, selected tab library\n"))
    #expect(after.output.contains("  library: library.series(seriesID: op)\n"))
    #expect(after.output.contains("window 2, layout regular, selected tab search\n"))
    #expect(try names().filter { $0.hasPrefix("state.json.") } == [])
  }

  @Test func hoistReadsAVersionOneFileFromBeforeWindowsAsOneCompactWindow() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let state = directory.appendingPathComponent("state.json")
    try Self.fixture("state-v1-before-windows").write(to: state)
    let look = hoist([], script: "windows\n")
    #expect(look.status == 0)
    #expect(look.output.contains("* window 1: search › Results\n"))
    let after = hoist(["state", "show"], script: "")
    #expect(after.output.contains("window 1, layout compact, selected tab search\n"))
    #expect(!after.output.contains("window 2"))
  }

  @Test func aFileOfVersionZeroIsSetAsideNamingTheVersions() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"{"version":0}"#.utf8).write(to: directory.appendingPathComponent("state.json"))
    let run = hoist([], script: "show\n")
    #expect(run.status == 0)
    #expect(
      run.errors.hasPrefix(
        "hoist: state.json has an unknown format version 0; this hoist reads versions 1 to 2; set aside as "
      ))
  }
}
