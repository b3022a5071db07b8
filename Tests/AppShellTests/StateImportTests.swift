import AppShell
import AppShellTestSupport
import FieldNotesFeature
import Foundation
import LibraryFeature
import NavigationCore
import ReaderFeature
import SearchFeature
import SettingsFeature
import Testing

/// `hoist state import FILE [--tab NAME]`, on fixtures written from SwiftUI's documented
/// `NavigationPath.CodableRepresentation` shape, and on a native export.
@MainActor
struct StateImportTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-import-\(UUID().uuidString)", isDirectory: true)

  private static func fixture(_ name: String) throws -> String {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
      "Fixtures/\(name).json is missing")
    return url.path
  }

  private func hoist(_ arguments: [String], script: String = "") -> HoistRun {
    HoistRun.run(["--data-dir", directory.path] + arguments, script: script)
  }

  private func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  @Test func eachFeatureDeclaresTheTypeNameItsRouteEnumHas() {
    #expect(LibraryRoute.navigationPathTypeName == "LibraryFeature.LibraryRoute")
    #expect(LibraryRoute.navigationPathTypeName == String(reflecting: LibraryRoute.self))
    #expect(ReaderRoute.navigationPathTypeName == String(reflecting: ReaderRoute.self))
    #expect(SearchRoute.navigationPathTypeName == String(reflecting: SearchRoute.self))
    #expect(SettingsRoute.navigationPathTypeName == String(reflecting: SettingsRoute.self))
    #expect(FieldNotesRoute.navigationPathTypeName == String(reflecting: FieldNotesRoute.self))
  }

  @Test func aPathGoesIntoTheSelectedTabAndExportsBackTheSame() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try Self.fixture("navigationpath-reader-page")
    let run = hoist(["state", "import", file])
    #expect(run.status == 0)
    #expect(run.output == "Imported 3 of 3 elements into the library tab.\n")
    #expect(run.errors == "")
    let show = hoist(["state", "show"])
    #expect(
      show.output.contains(
        "  library: library.series(seriesID: op) › reader.chapter(chapter: 1085, seriesID: op) › reader.page(chapter: 1085, page: 3, seriesID: op)\n"
      ))
    let export = hoist(["state", "export", "--swiftui"])
    #expect(export.status == 0)
    let exported = try JSONDecoder().decode([String].self, from: Data(export.output.utf8))
    let fixture = try JSONDecoder().decode(
      [String].self, from: Data(contentsOf: URL(fileURLWithPath: file)))
    #expect(exported == fixture)
  }

  @Test func anUnknownTypeNameIsDroppedWithWhatIsAboveItAndNamed() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = hoist(["state", "import", try Self.fixture("navigationpath-unknown-type")])
    #expect(run.status == 0)
    #expect(
      run.output == """
        Imported 1 of 3 elements into the library tab.
        dropped element 2 (MyApp.ProfileRoute) and 1 above it: no feature of this app declares the type 'MyApp.ProfileRoute' (known: FieldNotesFeature.FieldNotesRoute, LibraryFeature.LibraryRoute, ReaderFeature.ReaderRoute, SearchFeature.SearchRoute, SettingsFeature.SettingsRoute)

        """)
    #expect(hoist(["state", "show"]).output.contains("  library: library.series(seriesID: op)\n"))
  }

  @Test func anImportedPathIsReconciledLikeARestore() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = hoist(["state", "import", try Self.fixture("navigationpath-stale")])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("Imported 3 of 3 elements into the library tab.\n"))
    #expect(
      run.output.contains(
        "library tab, path 3: replaced reader.page(chapter: 1085, page: 999, seriesID: op) with reader.page(chapter: 1085, page: "
      ))
  }

  @Test func aTabIsChosenWithTab() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = hoist([
      "state", "import", try Self.fixture("navigationpath-search"), "--tab", "search",
    ])
    #expect(run.status == 0)
    #expect(run.output == "Imported 1 of 1 elements into the search tab.\n")
    let show = hoist(["state", "show"])
    #expect(show.output.contains("selected tab search\n"))
    #expect(show.output.contains("  search: search.results(query: titan)\n"))
  }

  @Test func theSavedStateIsCopiedBeforeAnImportReplacesIt() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(hoist(["open", "mangareader://series/aot"]).status == 0)
    let run = hoist(["state", "import", try Self.fixture("navigationpath-reader-page")])
    #expect(run.status == 0)
    let copies = names().filter { $0.hasPrefix("state.json.before-import-") }
    #expect(copies.count == 1)
    #expect(
      run.errors
        == "hoist: the saved state was copied to \(directory.path)/\(copies.first ?? "") before the import\n"
    )
  }

  @Test func aNativeExportImportsBack() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(hoist(["open", "mangareader://series/op?chapter=1085&page=3"]).status == 0)
    #expect(
      hoist([], script: "tab search\ntype titan\nwindow new\nopen fieldnotes://note/note-1\n")
        .status == 0)
    let before = hoist(["state", "show"]).output
    let export = hoist(["state", "export"])
    #expect(export.status == 0)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("export.json")
    try Data(export.output.utf8).write(to: file)
    #expect(hoist([], script: "window close 1\ntab library\nback\nback\n").status == 0)
    #expect(hoist(["state", "show"]).output != before)

    let run = hoist(["state", "import", file.path])
    #expect(run.status == 0)
    #expect(
      run.output
        == "Imported the navigation of 2 windows (the user's data is kept as it is).\n")
    #expect(hoist(["state", "show"]).output == before)
  }

  @Test(arguments: [
    (
      "navigationpath-odd",
      "it holds 3 strings; a NavigationPath has two per element (type name, JSON)"
    ),
    ("state-v1-windows", ""),
  ])
  func aBadFileExitsTwoNamingItAndChangesNothing(name: String, reason: String) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try Self.fixture(name)
    let run = hoist(["state", "import", file])
    if reason.isEmpty {
      // A version 1 export is a good file: migrated and imported.
      #expect(run.status == 0)
      return
    }
    #expect(run.status == 2)
    #expect(run.errors == "hoist: cannot import '\(file)': \(reason)\n")
    #expect(names() == [])
  }

  @Test func aFileThatIsNotJSONOrMissingExitsTwo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("path.json")
    try Data(#"{"path": ["a"]}"#.utf8).write(to: file)
    let run = hoist(["state", "import", file.path])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "hoist: cannot import '\(file.path)': it is neither a NavigationPath (an array of strings) nor a state export (missing 'version')\n"
    )
    let missing = hoist(["state", "import", directory.appendingPathComponent("nope.json").path])
    #expect(missing.status == 2)
    #expect(
      missing.errors
        == "hoist: cannot read the file to import '\(directory.path)/nope.json': no such file\n")
    #expect(names() == ["path.json"])
  }

  @Test func aFileLargerThanAStateFileIsRefusedBeforeItIsRead() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("huge.json")
    // 3 GB without the disk space: a sparse file; reading it whole would trap on allocation.
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 3_000_000_000)
    try handle.close()
    let run = hoist(["state", "import", file.path])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "hoist: cannot read the file to import '\(file.path)': it is 3000000000 bytes, more than the 268435456 bytes a file to import may have\n"
    )
    #expect(names() == ["huge.json"])
  }

  /// Writes `hoist state export` with an edit to a file beside the data; returns its path.
  private func export(edit: (inout [String: Any]) throws -> Void = { _ in }) throws -> String {
    #expect(hoist(["open", "mangareader://series/op"]).status == 0)
    let export = hoist(["state", "export"])
    #expect(export.status == 0)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: Any])
    try edit(&object)
    let file = directory.appendingPathComponent("export.json")
    try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: file)
    return file.path
  }

  @Test func aSnapshotMissingAFieldIsDescribedByItsPath() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let top = try export { $0["selectedTab"] = nil }
    let run = hoist(["state", "import", top])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "hoist: cannot import '\(top)': it is not a state export of format version 2 (missing 'selectedTab' at the top level)\n"
    )
    let nested = try export { object in
      var userData = try #require(object["userData"] as? [String: Any])
      var settings = try #require(userData["settings"] as? [String: Any])
      settings["appearance"] = nil
      userData["settings"] = settings
      object["userData"] = userData
    }
    let inner = hoist(["state", "import", nested])
    #expect(inner.status == 2)
    #expect(
      inner.errors
        == "hoist: cannot import '\(nested)': it is not a state export of format version 2 (missing 'appearance' at userData.settings)\n"
    )
  }

  /// An import whose `state.json` would be larger than hoist reads back is refused before
  /// anything is saved (a small limit stands for the 256 MiB one).
  @Test func anImportLargerThanHoistReadsBackIsRefusedAndChangesNothing() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try export { $0["selectedTab"] = "search" }
    let state = directory.appendingPathComponent("state.json")
    let before = try Data(contentsOf: state)
    let namesBefore = names()
    // The size the import makes: what an import with the shipped limit saves.
    let other = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-import-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: other) }
    try FileManager.default.copyItem(at: directory, to: other)
    #expect(
      HoistRun.run(["--data-dir", other.path, "state", "import", file], script: "").status == 0)
    let size = try Data(contentsOf: other.appendingPathComponent("state.json")).count
    #expect(size > before.count / 2)

    for limit in [size - 1, 1000] {
      let run = HoistRun.run(
        ["--data-dir", directory.path, "state", "import", file], input: [],
        stateSizeLimit: limit)
      #expect(run.status == 2)
      #expect(run.output == "")
      #expect(
        run.errors
          == "hoist: cannot import '\(file)': the state it makes is \(size) bytes as \(state.path), more than the \(limit) bytes hoist reads back; nothing was changed\n"
      )
      #expect(try Data(contentsOf: state) == before)
      #expect(names() == namesBefore)
    }
    let fits = HoistRun.run(
      ["--data-dir", directory.path, "state", "import", file], input: [], stateSizeLimit: size)
    #expect(fits.status == 0)
    #expect(
      fits.output == "Imported the navigation of 1 window (the user's data is kept as it is).\n")
  }

  @Test func importNeedsTheSavedState() {
    let run = HoistRun.run(["--fresh", "state", "import", "x.json"], script: "")
    #expect(run.status == 2)
    #expect(
      run.errors
        == "hoist: 'state import' works on the saved state, and --fresh reads and writes none; drop --fresh (or pass --data-dir DIR)\nTry 'hoist --help'.\n"
    )
  }
}
