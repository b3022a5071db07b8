import AppShell
import AppShellTestSupport
import Foundation
import NavigationCore
import NavigationPersistence
import NavigationRouter
import Testing
import UserData

/// Restored navigation values are checked like input, and the restore report runs bottom
/// first: each on a data directory the test makes.
@MainActor
struct RestoredValuesTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-restored-values-\(UUID().uuidString)", isDirectory: true)

  private func hoist(_ arguments: [String] = [], script: String) -> HoistRun {
    HoistRun.run(["--data-dir", directory.path] + arguments, script: script)
  }

  /// Saves a state with one run, then writes it back edited.
  private func prepare(_ script: String, edit: (inout AppSnapshot) -> Void) throws {
    #expect(hoist(script: script).status == 0)
    let file = SnapshotFile(directory: directory)
    guard case .snapshot(var snapshot) = try file.load() else {
      Issue.record("nothing was saved")
      return
    }
    edit(&snapshot)
    try JSONEncoder().encode(snapshot).write(to: file.url)
  }

  private func lines(_ run: HoistRun) -> [String] {
    run.errors.split(separator: "\n").map(String.init)
      .filter { !$0.hasPrefix("hoist: restore: the saved state was copied to") }
  }

  private func frame(_ run: HoistRun) throws -> [String: Any] {
    let line = try #require(run.output.split(separator: "\n").last)
    return try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  private static let nonsenseTab =
    "hoist: restore: window 1's selected tab 'nonsense' is not one of this app's tabs "
    + "(library, search, notes, settings); the library tab is selected"

  @Test func anUnknownSelectedTabOpensOnTheFirstTabAndSaysSo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab notes\n") { $0.selectedTab = "nonsense" }
    let shown = hoist(["state", "show"], script: "")
    #expect(
      shown.output.contains("selected tab nonsense (not a tab of this app: it opens on library)\n"))
    let run = hoist(["--json"], script: "show\n")
    #expect(run.status == 0)
    #expect(lines(run).last == Self.nonsenseTab)
    #expect(try frame(run)["tab"] as? String == "library")
    #expect(run.errors.hasPrefix(#"{"restored":{"changes":[],"copy":"#))
    // Repaired once: the next run has nothing to say.
    #expect(hoist(script: "show\n").errors == "")
  }

  @Test func anUnknownSelectedTabInTheJournalIsRepairedToo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab notes\n") { _ in }
    let file = SnapshotFile(directory: directory)
    guard case .snapshot(var snapshot) = try file.load() else {
      Issue.record("nothing was saved")
      return
    }
    snapshot.selectedTab = "nonsense"
    var line = try JSONEncoder().encode(snapshot)
    line.append(UInt8(ascii: "\n"))
    try line.write(to: file.journalURL)
    let run = hoist(script: "show\n")
    #expect(run.status == 0)
    #expect(lines(run) == [Self.nonsenseTab])
  }

  @Test func aWindowNumberBelowOneBecomesTheLowestFreeNumber() {
    var snapshot = AppSnapshot(
      version: AppSnapshot.currentVersion, selectedTab: "library", stacks: [:],
      userData: UserDataState(), window: 0,
      windows: [
        AppSnapshot.Window(number: 1, selectedTab: "search", stacks: [:], layout: .compact),
        AppSnapshot.Window(number: 2, selectedTab: "gone", stacks: [:], layout: .compact),
      ])
    let report = snapshot.repairRestoredValues(tabs: ["library", "search", "notes", "settings"])
    #expect(
      report == [
        "the window on screen had the number 0; it is now window 3",
        "window 2's selected tab 'gone' is not one of this app's tabs "
          + "(library, search, notes, settings); the library tab is selected",
      ])
    #expect(snapshot.window == 3)
    #expect(snapshot.windows.map(\.selectedTab) == ["search", "library"])
  }

  @Test func aDroppedRouteTakesAnUndecodableRouteAboveItInOneChange() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab notes\ntap 1\n") { snapshot in
      snapshot.userData.notes.removeAll { $0.id == "note-1" }
      snapshot.stacks["notes"]?.path.append(["key": .string("bogus.route")])
    }
    let run = hoist(script: "show\n")
    #expect(run.status == 0)
    #expect(
      lines(run) == [
        "hoist: restore: notes tab, path 1: dropped fieldnotes.note(noteID: note-1) and 1 "
          + "screen above it: note note-1 was deleted"
      ])
  }

  @Test func aDroppedRouteTakesAnUndecodableSheetAboveIt() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare("tab notes\ntap 1\ntap Edit\n") { snapshot in
      snapshot.userData.notes.removeAll { $0.id == "note-1" }
      guard let modal = snapshot.stacks["notes"]?.presentation else {
        Issue.record("no sheet was saved")
        return
      }
      snapshot.stacks["notes"]?.presentation = AppSnapshot.Modal(
        style: modal.style, root: ["key": .string("bogus.route")], stack: modal.stack)
    }
    let run = hoist(["--json"], script: "show\n")
    let first = try #require(run.errors.split(separator: "\n").first)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    let changes = try #require(
      (object["restored"] as? [String: Any])?["changes"] as? [[String: Any]])
    #expect(changes.count == 1)
    #expect(changes.first?["place"] as? String == "path 1")
    #expect(changes.first?["removedAbove"] as? Int == 1)
  }
}

extension RestoredValuesTests {
  /// Saves the library tab at One Piece's chapter 5 (the notes tab on screen).
  ///
  /// - Returns: The state file and the text saved in it.
  private func savedChapterFiveOfOnePiece() throws -> (url: URL, saved: String) {
    #expect(hoist(script: "open mangareader://series/op?chapter=5\ntab notes\n").status == 0)
    let url = SnapshotFile(directory: directory).url
    return (url, try String(contentsOf: url, encoding: .utf8))
  }

  /// Writes the saved text back with one edit, then starts `hoist` on it.
  ///
  /// - Parameters:
  ///   - url: The state file.
  ///   - saved: The text `hoist` saved in it.
  ///   - old: Text of `saved` to replace (it must be there).
  ///   - new: What replaces it.
  /// - Returns: The run of `tab library` on the edited file, which exited 0.
  private func restore(
    _ url: URL, _ saved: String, replacing old: String, with new: String
  ) throws -> HoistRun {
    let edited = saved.replacingOccurrences(of: old, with: new)
    #expect(edited != saved)
    try Data(edited.utf8).write(to: url)
    let run = hoist(script: "tab library\n")
    #expect(run.status == 0)
    return run
  }

  @Test func aRouteFieldThatIsNotAScalarCostsAtMostThatRouteNotTheWholeFile() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (url, saved) = try savedChapterFiveOfOnePiece()
    #expect(saved.contains(#""key" : "library.series","#))
    #expect(saved.contains(#""chapter" : 5,"#))

    // A field no route has, of a shape no route field has (a newer hoist's, say): the route is
    // kept, and the field left out of it is named once (the file is copied aside, then saved
    // without it). Before, the whole file was set aside.
    let kept = try restore(
      url, saved, replacing: #""key" : "library.series","#,
      with: #""key" : "library.series", "fromANewerHoist" : {"shape" : [null]},"#)
    #expect(
      lines(kept) == [
        "hoist: restore: stacks.library.path[0].fromANewerHoist is an object, not a string, "
          + "number or boolean; the field is left out of its route"
      ])
    #expect(kept.output.contains("\nLibrary › One Piece › Chapter 5\n"))
    #expect(hoist(script: "show\n").errors == "")

    // A route field that is not a scalar drops that route only: the field is named first, then
    // the route, like any route that does not decode; the notes and the other routes are
    // restored.
    let dropped = try restore(
      url, saved, replacing: #""chapter" : 5,"#, with: #""chapter" : null,"#)
    #expect(
      lines(dropped) == [
        "hoist: restore: stacks.library.path[1].chapter is null, not a string, number or "
          + "boolean; the field is left out of its route",
        "hoist: restore: library tab, path 2: dropped reader.chapter(seriesID: op): route "
          + "'reader.chapter': missing field 'chapter'",
      ])
    #expect(dropped.output.contains("\nLibrary › One Piece\n"))
  }

  /// Every value a route field can hold that is not a string, number or boolean is named with
  /// its place in the file, a string JSON holds but Swift cannot (an unpaired surrogate
  /// escape) and a number no number type holds among them; before, each read as a missing
  /// field.
  @Test(arguments: [
    (#"null"#, "null, not a string, number or boolean"),
    (#"[1, 2]"#, "an array, not a string, number or boolean"),
    (#"{"a" : 1}"#, "an object, not a string, number or boolean"),
    (
      #""\ud800x""#,
      #"a string or number hoist cannot read (an unpaired surrogate escape such as \ud800, "#
        + "or a number out of range)"
    ),
    (
      #""\udc00""#,
      #"a string or number hoist cannot read (an unpaired surrogate escape such as \ud800, "#
        + "or a number out of range)"
    ),
    (
      "1e400",
      #"a string or number hoist cannot read (an unpaired surrogate escape such as \ud800, "#
        + "or a number out of range)"
    ),
  ])
  func aSeriesFieldThatCannotBeReadIsNamedBeforeItsRouteIsDropped(saved value: String, said: String)
    throws
  {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (url, saved) = try savedChapterFiveOfOnePiece()
    #expect(saved.contains(#""seriesID" : "op""#))
    let edited = saved.replacingOccurrences(
      of: #""key" : "library.series",\#n          "seriesID" : "op""#,
      with: #""key" : "library.series",\#n          "seriesID" : \#(value)"#)
    #expect(edited != saved)
    try Data(edited.utf8).write(to: url)
    let shown = hoist(["state", "show"], script: "")
    #expect(
      shown.output.hasSuffix(
        "repaired when hoist starts: stacks.library.path[0].seriesID is \(said); the field is "
          + "left out of its route\n"))
    let run = hoist(script: "tab library\n")
    #expect(run.status == 0)
    #expect(
      lines(run) == [
        "hoist: restore: stacks.library.path[0].seriesID is \(said); the field is left out of "
          + "its route",
        "hoist: restore: library tab, path 1: dropped library.series and 1 screen above it: "
          + "route 'library.series': missing field 'seriesID'",
      ])
    #expect(run.output.contains("\nLibrary\n"))
    #expect(hoist(script: "show\n").errors == "")
  }

  /// A saved number that its route's integer field cannot hold drops that route only, and the
  /// reason names the field and the number (Foundation says only "not valid JSON").
  @Test(arguments: [("5.5", "5.5"), ("1e20", "1e+20"), ("-1.5e300", "-1.5e+300")])
  func aNumberTheRouteCannotHoldIsNamed(saved number: String, shown: String) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (url, saved) = try savedChapterFiveOfOnePiece()
    #expect(saved.contains(#""chapter" : 5,"#))
    let dropped = try restore(
      url, saved, replacing: #""chapter" : 5,"#, with: #""chapter" : \#(number),"#)
    #expect(
      lines(dropped) == [
        "hoist: restore: library tab, path 2: dropped reader.chapter(chapter: \(shown), "
          + "seriesID: op): route 'reader.chapter': field 'chapter' is \(shown), a number its "
          + "type cannot hold"
      ])
    #expect(dropped.output.contains("\nLibrary › One Piece\n"))
  }

  /// The log records each field left out with its place (a modal's root and a second window's
  /// path too); decoding without a log leaves the same fields out and records nothing.
  @Test func fieldsLeftOutAreRecordedWithTheirPlaceOnlyWithALog() throws {
    let file = #"""
      {"version" : 2, "selectedTab" : "notes", "layout" : "compact", "window" : 1,
       "stacks" : {"library" : {"path" : [{"key" : "library.series", "seriesID" : null}]},
                   "notes" : {"path" : [], "presentation" : {"style" : "sheet",
                     "root" : {"key" : "fieldnotes.newNote", "draft" : [1]},
                     "stack" : {"path" : []}}}},
       "windows" : [{"number" : 2, "selectedTab" : "search", "layout" : "regular",
         "stacks" : {"search" : {"path" : [{"key" : "search.results", "query" : {}}]}}}],
       "userData" : USERDATA}
      """#
      .replacingOccurrences(
        of: "USERDATA",
        with: String(decoding: try JSONEncoder().encode(UserDataState(notes: [])), as: UTF8.self))
    let snapshot = try SnapshotMigration.decode(Data(file.utf8))
    #expect(
      snapshot.unknownValues == [
        .routeField(
          field: "stacks.library.path[0].seriesID", value: "null, not a string, number or boolean"),
        .routeField(
          field: "stacks.notes.presentation.root.draft",
          value: "an array, not a string, number or boolean"),
        .routeField(
          field: "windows[0].stacks.search.path[0].query",
          value: "an object, not a string, number or boolean"),
      ])
    #expect(snapshot.stacks["library"]?.path == [["key": .string("library.series")]])
    let strict = try JSONDecoder().decode(AppSnapshot.self, from: Data(file.utf8))
    #expect(strict.unknownValues == [])
    #expect(strict.stacks["library"]?.path == [["key": .string("library.series")]])
    #expect(strict.windows.first?.stacks["search"]?.path == [["key": .string("search.results")]])
  }

  @Test func aSavedQueryLongerThanTextInputTakesIsDroppedAndNamed() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let query = String(repeating: "q", count: 16_385)
    try prepare("tab search\n") { snapshot in
      snapshot.stacks["search"]?.path = [
        ["key": .string("search.results"), "query": .string(query)]
      ]
    }
    let run = hoist(script: "show\n")
    #expect(run.status == 0)
    let last = try #require(lines(run).last)
    #expect(
      last.hasSuffix(
        "its query is 16385 bytes, longer than the 16384 bytes hoist takes as text"))
    #expect(last.hasPrefix("hoist: restore: search tab, path 1: dropped search.results("))
  }
}

/// Issue 8's leftover: a layout name or presentation style this hoist does not know repairs
/// that one field (the compact layout; no presentation) and keeps the rest of the state.
///
/// The fixture is a state `hoist` saved (the notes tab presenting the new-note sheet over a
/// note, a second window in the regular layout), then edited by hand: the window on screen's
/// layout is `diagonal`, the other window's `wide`, the sheet's style `popover`.
extension RestoredValuesTests {
  private static func unknownNamesFixture() throws -> Data {
    let url = try #require(
      Bundle.module.url(
        forResource: "state-v2-unknown-names", withExtension: "json", subdirectory: "Fixtures"),
      "Fixtures/state-v2-unknown-names.json is missing")
    return try Data(contentsOf: url)
  }

  private static let unknownNameLines = [
    "layout 'diagonal' is not a layout this hoist knows (compact, regular); it is replaced by "
      + "compact",
    "stacks.notes.presentation.style 'popover' is not a presentation style this hoist knows "
      + "(sheet, fullScreenCover); the presentation is replaced by none (its modal and stack "
      + "are not restored)",
    "windows[0].layout 'wide' is not a layout this hoist knows (compact, regular); it is "
      + "replaced by compact",
  ]

  @Test func unknownLayoutAndPresentationNamesAreReplacedAndListed() throws {
    let data = try Self.unknownNamesFixture()
    let snapshot = try SnapshotMigration.decode(data)
    #expect(snapshot.layout == .compact)
    #expect(snapshot.windows.map(\.layout) == [.compact])
    #expect(snapshot.stacks["notes"]?.presentation == nil)
    #expect(snapshot.unknownValues.map(\.text) == Self.unknownNameLines)
    #expect(
      snapshot.unknownValues == [
        .layout(field: "layout", name: "diagonal"),
        .presentationStyle(field: "stacks.notes.presentation.style", name: "popover"),
        .layout(field: "windows[0].layout", name: "wide"),
      ])
    // Everything else is as the file says: the file with the three names put back decodes
    // strictly to the same state.
    let repaired = String(decoding: data, as: UTF8.self)
      .replacingOccurrences(of: #""diagonal""#, with: #""compact""#)
      .replacingOccurrences(of: #""wide""#, with: #""compact""#)
      .replacingOccurrences(of: #""popover""#, with: #""sheet""#)
    var strict = try JSONDecoder().decode(AppSnapshot.self, from: Data(repaired.utf8))
    #expect(strict.stacks["notes"]?.presentation?.style == .sheet)
    strict.stacks["notes"]?.presentation = nil
    var withoutLog = snapshot
    withoutLog.unknownValues = []
    #expect(withoutLog == strict)
  }

  @Test func withoutALogAnUnknownNameStillFailsTheDecode() throws {
    let data = try Self.unknownNamesFixture()
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(AppSnapshot.self, from: data) }
  }

  @Test func aStateWithUnknownNamesStartsRepairedKeepsTheRestAndItsCopy() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = try Self.unknownNamesFixture()
    let file = SnapshotFile(directory: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try data.write(to: file.url)
    let shown = hoist(["state", "show"], script: "")
    #expect(shown.status == 0)
    #expect(
      shown.output.hasSuffix(
        Self.unknownNameLines.map { "repaired when hoist starts: \($0)\n" }.joined()))
    let run = hoist(script: "show\n")
    #expect(run.status == 0)
    #expect(lines(run) == Self.unknownNameLines.map { "hoist: restore: \($0)" })
    // The file with the bad names is copied aside, byte for byte, before anything is written.
    let copyLine = try #require(
      run.errors.split(separator: "\n").first {
        $0.hasPrefix("hoist: restore: the saved state was copied to ")
      })
    let copy = String(
      copyLine.dropFirst("hoist: restore: the saved state was copied to ".count)
        .dropLast(" first".count))
    #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == data)
    // The rest of the state is kept.
    guard case .snapshot(let saved) = try file.load() else {
      Issue.record("nothing was saved")
      return
    }
    var expected = try SnapshotMigration.decode(data)
    expected.unknownValues = []
    #expect(saved == expected)
    // Repaired once: the next run has nothing to say.
    #expect(hoist(script: "show\n").errors == "")
  }
}
