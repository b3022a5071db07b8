import AppShell
import AppShellTestSupport
import Foundation
import NavigationCore
import NavigationRouter
import Testing

/// `hoist`'s `state.json` holds a library `NavigationSnapshot` for the window on screen: the
/// library reads today's files (versions 1 and 2), writes the same navigation JSON, and
/// restores a file with the same changes as the shell.
@MainActor
struct LibrarySnapshotCompatibilityTests {
  private static func fixture(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
      "Fixtures/\(name).json is missing")
    return try Data(contentsOf: url)
  }

  /// The shell's saved stack as the library's.
  private static func stack(_ saved: AppSnapshot.Stack) -> NavigationSnapshot.Stack {
    NavigationSnapshot.Stack(
      path: saved.path,
      presentation: saved.presentation.map {
        NavigationSnapshot.Modal(style: $0.style, root: $0.root, stack: stack($0.stack))
      })
  }

  /// A JSON object without the keys only the shell writes (the user's data, other windows).
  private static func navigation(_ data: Data) throws -> NSDictionary {
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["userData"] = nil
    object["windows"] = nil
    return object as NSDictionary
  }

  @Test(arguments: ["state-v1-before-windows", "state-v1-windows"])
  func theLibraryReadsTheShellsFilesAsTheShellDoes(name: String) throws {
    let data = try Self.fixture(name)
    let shell = try SnapshotMigration.decode(data)
    let library = try NavigationSnapshot(json: data)
    #expect(library.version == 1)
    #expect(library.selectedTab == shell.selectedTab)
    #expect(library.layout == shell.layout)
    #expect(library.window == shell.window)
    #expect(
      library.stacks
        == Dictionary(
          uniqueKeysWithValues: shell.stacks.map { (TabID(rawValue: $0.key), Self.stack($0.value)) }
        ))
  }

  @Test func theLibraryWritesTheNavigationTheShellWrites() throws {
    let app = try SampleApp.make()
    _ = try app.execute(.open("fieldnotes://note/note-1"))
    _ = try app.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    _ = try app.execute(.open("mangareader://series/op/add-to-list"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let shell = try encoder.encode(try app.snapshot())
    let library = try app.router.snapshot().jsonData()
    #expect(try Self.navigation(shell) == Self.navigation(library))
    #expect(try NavigationSnapshot(json: shell) == app.router.snapshot())
  }

  @Test func theLibraryRestoresAShellFileWithTheShellsChanges() throws {
    var saved = try SampleApp.make().snapshot()
    saved.selectedTab = "notes"
    saved.stacks["notes"] = AppSnapshot.Stack(
      path: [
        ["key": .string("fieldnotes.note"), "noteID": .string("note-1")],
        ["key": .string("fieldnotes.note"), "noteID": .string("note-9")],
      ],
      presentation: AppSnapshot.Modal(
        style: .sheet, root: ["key": .string("fieldnotes.newNote")],
        stack: AppSnapshot.Stack(path: [])))
    saved.stacks["library"] = AppSnapshot.Stack(path: [
      ["key": .string("library.series"), "seriesID": .string("op")],
      ["key": .string("library.gone")],
    ])
    let data = try JSONEncoder().encode(saved)

    let shell = try SampleApp.make()
    let shellChanges = shell.restoreNavigation(from: try SnapshotMigration.decode(data))
    let library = try SampleApp.make()
    let report = library.router.restore(from: try NavigationSnapshot(json: data))
    #expect(shellChanges.count == 2)
    #expect(report.changes == shellChanges)
    #expect(report.repairs == [])
    #expect(library.router.state == shell.router.state)
  }

  @Test func unknownNamesTheShellRepairsAreNamedByTheLibrary() throws {
    #expect(
      throws: NavigationSnapshotError.unknownName(
        field: "stacks.notes.presentation.style", name: "popover",
        known: ["sheet", "fullScreenCover"])
    ) { try NavigationSnapshot(json: try Self.fixture("state-v2-unknown-names")) }
  }
}
