import AppShell
import AppShellTestSupport
import Foundation
import Testing

/// A state file from a newer `hoist` is kept as it is until the user changes something.
@MainActor
struct SnapshotVersionTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-version-\(UUID().uuidString)", isDirectory: true)

  private func hoist(_ arguments: [String], script: String) -> HoistRun {
    HoistRun.run(["--data-dir", directory.path] + arguments, script: script)
  }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func aNewerFileIsKeptUntilSomethingChangesThenCopiedAside() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let state = directory.appendingPathComponent("state.json")
    let newer = Data(#"{"version": 99, "somethingNew": {"shape": "unknown"}}"#.utf8)
    try newer.write(to: state)

    let look = hoist([], script: "show\nshow\n")
    #expect(look.status == 0)
    #expect(
      look.errors
        == "hoist: \(state.path) was written by a newer hoist (format version 99; this one reads \(AppSnapshot.currentVersion)); it is kept as it is, and this run starts from the sample data. It is copied aside before the first change is saved.\n"
    )
    #expect(try Data(contentsOf: state) == newer)
    #expect(!(try names().contains { $0.hasPrefix("state.json.version-") }))
    #expect(hoist(["state", "show"], script: "").status == 1)

    let change = hoist([], script: "open mangareader://series/op\n")
    #expect(change.status == 0)
    let copies = try names().filter { $0.hasPrefix("state.json.version-99-") }
    #expect(copies.count == 1)
    #expect(try Data(contentsOf: directory.appendingPathComponent(copies[0])) == newer)
    #expect(
      change.errors.hasSuffix(
        "hoist: the state file was copied to \(directory.path)/\(copies[0]) before it was replaced\n"
      ))
    let show = hoist(["state", "show"], script: "")
    #expect(show.status == 0)
    #expect(show.output.contains("library: library.series(seriesID: op)\n"))
  }
}
