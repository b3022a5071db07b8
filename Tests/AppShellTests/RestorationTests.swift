import AppShell
import AppShellTestSupport
import Foundation
import NavigationCore
import NavigationPersistence
import NavigationRouter
import Testing
import UserData

/// Every restore rule, each on a data directory prepared by one run of the shell and edited
/// as if data had changed since; the next run starts the shell on it.
@MainActor
struct RestorationTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-restore-\(UUID().uuidString)", isDirectory: true)

  /// Runs `hoist` in-process on the test's data directory with a script on standard input.
  private func hoist(_ arguments: [String], script: String) -> HoistRun {
    HoistRun.run(["--data-dir", directory.path] + arguments, script: script)
  }

  /// Prepares the directory with a script, then edits the saved state.
  private func prepare(_ script: String, edit: (inout AppSnapshot) -> Void = { _ in }) throws {
    #expect(hoist([], script: script).status == 0)
    let file = SnapshotFile(directory: directory)
    guard case .snapshot(var snapshot) = try file.load() else {
      Issue.record("nothing was saved")
      return
    }
    edit(&snapshot)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    try encoder.encode(snapshot).write(to: file.url)
  }

  private func frame(_ run: HoistRun) throws -> [String: Any] {
    let line = try #require(run.output.split(separator: "\n").last)
    return try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  private func changes(_ run: HoistRun) throws -> [[String: Any]] {
    let line = try #require(run.errors.split(separator: "\n").first)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let restored = try #require(object["restored"] as? [String: Any])
    return try #require(restored["changes"] as? [[String: Any]])
  }

  private func reportLines(_ run: HoistRun) -> [String] {
    run.errors.split(separator: "\n").map(String.init)
      .filter { !$0.hasPrefix("hoist: restore: the saved state was copied to") }
  }

  // MARK: - Notes

  @Test func aDeletedNoteIsDroppedWithTheSheetAboveItAndTheListShows() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab notes\ntap 1\ntap Edit\n") { snapshot in
      snapshot.userData.notes.removeAll { $0.id == "note-1" }
    }
    let run = hoist(["--json"], script: "show\n")
    #expect(run.status == 0)
    let line = try #require(run.errors.split(separator: "\n").first)
    #expect(
      line.hasPrefix(
        #"{"restored":{"changes":[{"action":"dropped","place":"path 1","reason":"note note-1 was deleted","removedAbove":1,"replacement":null,"route":{"key":"fieldnotes.note","noteID":"note-1"},"tab":"notes"}],"copy":"\#(directory.path)/state.json.before-restore-"#
      ))
    #expect(line.hasSuffix(#""}}"#))
    let shown = try frame(run)
    #expect(shown["tab"] as? String == "notes")
    #expect((shown["path"] as? [Any])?.isEmpty == true)
    #expect(shown["presentation"] is NSNull)
    #expect((shown["screen"] as? [String: Any])?["title"] as? String == "Field notes")

    let text = hoist([], script: "show\n")
    #expect(text.errors == "")
  }

  @Test func aDeletedNoteUnderAnOpenSheetIsDroppedInText() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab notes\ntap 2\ntap Edit\n") { snapshot in
      snapshot.userData.notes.removeAll { $0.id == "note-2" }
    }
    let run = hoist([], script: "show\n")
    #expect(
      reportLines(run) == [
        "hoist: restore: notes tab, path 1: dropped fieldnotes.note(noteID: note-2) and 1 screen above it: note note-2 was deleted"
      ])
    #expect(run.output.contains("# Field notes\n"))
    #expect(!run.output.contains("Edit note"))
  }

  @Test func aLockedNoteIsRestoredLockedAndItsTextNeverShows() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    // Unlocked when saved: locked again on the next start, with nothing to report.
    try prepare("tab notes\ntap Private theories\ntype 1234\n")
    let secret = "Who is really pulling the strings"
    for json in [false, true] {
      let run = hoist(json ? ["--json"] : [], script: "show\n")
      #expect(run.status == 0)
      #expect(run.errors == "")
      #expect(!run.output.contains(secret))
      if json {
        #expect((try frame(run)["screen"] as? [String: Any])?["state"] as? String == "locked")
      }
    }
  }

  @Test func theEditorOfALockedNoteClosesOnRestore() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab notes\ntap Private theories\ntype 1234\ntap Edit\n")
    let run = hoist([], script: "show\n")
    #expect(
      reportLines(run) == [
        "hoist: restore: notes tab, sheet root: dropped fieldnotes.editNote(noteID: note-3): note note-3 is locked; unlock it to edit it again"
      ])
    #expect(!run.output.contains("Who is really pulling the strings"))
    #expect(!run.errors.contains("Who is really pulling the strings"))
  }

  // MARK: - Catalog

  @Test func aSeriesRemovedFromTheCatalogIsDroppedWithWhatWasAboveIt() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("open mangareader://series/op?chapter=1085&page=3\n") { snapshot in
      snapshot.stacks["library"]?.path = [
        ["key": .string("library.series"), "seriesID": .string("gone")],
        ["key": .string("reader.chapter"), "seriesID": .string("gone"), "chapter": .integer(1)],
      ]
    }
    let run = hoist([], script: "show\n")
    #expect(
      reportLines(run) == [
        "hoist: restore: library tab, path 1: dropped library.series(seriesID: gone) and 1 screen above it: series 'gone' is no longer in the catalog"
      ])
    #expect(run.output.contains("[Library] Search Notes Settings\nLibrary\n"))
  }

  @Test func aChapterBeyondTheSeriesCountBecomesTheSeries() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("open mangareader://series/op?chapter=1085&page=3\n") { snapshot in
      snapshot.stacks["library"]?.path = [
        ["key": .string("library.series"), "seriesID": .string("op")],
        ["key": .string("reader.chapter"), "seriesID": .string("op"), "chapter": .integer(1200)],
        [
          "key": .string("reader.page"), "seriesID": .string("op"), "chapter": .integer(1200),
          "page": .integer(3),
        ],
      ]
    }
    let run = hoist(["--json"], script: "show\n")
    let change = try #require(try changes(run).first)
    #expect(change["action"] as? String == "replaced")
    #expect(change["place"] as? String == "path 2")
    #expect(
      change["replacement"] as? [String: String] == ["key": "library.series", "seriesID": "op"])
    #expect(change["removedAbove"] as? Int == 1)
    #expect(change["reason"] as? String == "One Piece has no chapter 1200 (it has 1130)")
    #expect(
      try frame(run)["path"] as? [[String: String]] == [
        ["key": "library.series", "seriesID": "op"]
      ])
  }

  @Test func aChapterAtTheBottomOfAPathBecomesTheSeries() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab search\n") { snapshot in
      snapshot.stacks["search"]?.path = [
        ["key": .string("reader.chapter"), "seriesID": .string("op"), "chapter": .integer(0)],
        [
          "key": .string("reader.page"), "seriesID": .string("op"), "chapter": .integer(0),
          "page": .integer(3),
        ],
      ]
    }
    let run = hoist([], script: "show\n")
    #expect(
      reportLines(run) == [
        "hoist: restore: search tab, path 1: replaced reader.chapter(chapter: 0, seriesID: op) with library.series(seriesID: op) (and removed 1 screen above it): One Piece has no chapter 0 (it has 1130)"
      ])
    #expect(run.output.contains("Search › One Piece\n"))
  }

  @Test func aChapterOfASeriesNoLongerInTheCatalogIsDropped() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab search\n") { snapshot in
      snapshot.stacks["search"]?.path = [
        ["key": .string("reader.chapter"), "seriesID": .string("gone"), "chapter": .integer(3)]
      ]
    }
    let run = hoist([], script: "show\n")
    #expect(
      reportLines(run) == [
        "hoist: restore: search tab, path 1: dropped reader.chapter(chapter: 3, seriesID: gone): series 'gone' is no longer in the catalog"
      ])
  }

  @Test func aPageBeyondTheChapterCountBecomesTheLastPageEvenUnderACover() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("open mangareader://series/op?chapter=1085&page=3\ntap Immersive\n") { snapshot in
      var library = snapshot.stacks["library"]!
      library.path[2]["page"] = .integer(40)
      let cover = library.presentation!
      var root = cover.root
      root["page"] = .integer(40)
      library.presentation = AppSnapshot.Modal(style: cover.style, root: root, stack: cover.stack)
      snapshot.stacks["library"] = library
    }
    let run = hoist([], script: "show\n")
    let reason = "One Piece chapter 1085 has no page 40; showing page 17 of 17"
    #expect(
      reportLines(run) == [
        "hoist: restore: library tab, path 3: replaced reader.page(chapter: 1085, page: 40, seriesID: op) with reader.page(chapter: 1085, page: 17, seriesID: op): \(reason)",
        "hoist: restore: library tab, full-screen cover root: replaced reader.immersive(chapter: 1085, page: 40, seriesID: op) with reader.immersive(chapter: 1085, page: 17, seriesID: op): \(reason)",
      ])
    #expect(run.output.contains("Library › One Piece › Chapter 1085 › Page 17\n"))
  }

  // MARK: - Search, settings, unknown keys, alerts

  @Test func searchResultsThatMatchNothingStayWithTheirQuery() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab search\ntype zzzz\n")
    let run = hoist(["--json"], script: "show\n")
    #expect(run.errors == "")
    let shown = try frame(run)
    #expect(shown["path"] as? [[String: String]] == [["key": "search.results", "query": "zzzz"]])
    let input = try #require((shown["screen"] as? [String: Any])?["input"] as? [String: Any])
    #expect(input["text"] as? String == "zzzz")
  }

  @Test func theNewPasscodeStepAsksForTheCurrentPasscodeAgain() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab settings\n") { snapshot in
      snapshot.stacks["settings"]?.path = [["key": .string("settings.newPasscode")]]
    }
    let run = hoist([], script: "show\n")
    #expect(
      reportLines(run) == [
        "hoist: restore: settings tab, path 1: replaced settings.newPasscode with settings.passcode: type the current passcode again to change it"
      ])
  }

  @Test func aRouteKeyNoFeatureRegistersIsDropped() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("open mangareader://series/op?chapter=2\n") { snapshot in
      snapshot.stacks["library"]?.path[1]["key"] = .string("reader.volume")
    }
    let run = hoist([], script: "show\n")
    #expect(
      reportLines(run) == [
        "hoist: restore: library tab, path 2: dropped reader.volume(chapter: 2, seriesID: op): no feature registered the route key 'reader.volume'"
      ])
  }

  @Test func alertsAreNeverRestored() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab notes\ntap 1\ntap Delete\n")
    let run = hoist(["--json"], script: "show\n")
    #expect(run.errors == "")
    #expect(try frame(run)["alert"] is NSNull)
  }

  @Test func aWindowNotOnScreenIsReconciledToo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab notes\n") { snapshot in
      snapshot.windows = [
        AppSnapshot.Window(
          number: 2, selectedTab: "notes",
          stacks: [
            "notes": AppSnapshot.Stack(path: [
              ["key": .string("fieldnotes.note"), "noteID": .string("note-9")]
            ])
          ], layout: .compact)
      ]
    }
    let run = hoist([], script: "show\n")
    #expect(
      reportLines(run) == [
        "hoist: restore: notes tab, window 2 › path 1: dropped fieldnotes.note(noteID: note-9): note note-9 was deleted"
      ])
  }

  @Test func nothingIsReportedWhenNothingChanged() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("open mangareader://series/op?chapter=1085&page=3\ntap Immersive\n")
    #expect(hoist(["--json"], script: "show\n").errors == "")
    #expect(hoist([], script: "show\n").errors == "")
  }
}
