import AppShell
import AppShellTestSupport
import Foundation
import Testing

/// `hoist state show` and `hoist state export [--swiftui] [--tab NAME]`.
@MainActor
struct StateCommandTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-state-\(UUID().uuidString)", isDirectory: true)

  private func hoist(_ arguments: [String], script: String = "") -> HoistRun {
    HoistRun.run(["--data-dir", directory.path] + arguments, script: script)
  }

  private func prepare() {
    let script =
      "tab search\ntype one\ntab library\nopen mangareader://series/op?chapter=1085&page=3\n"
    #expect(hoist([], script: script).status == 0)
  }

  @Test func showPrintsVersionTabsAndPathsWithoutChangingAnything() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    prepare()
    let state = directory.appendingPathComponent("state.json")
    let before = try Data(contentsOf: state)
    let run = hoist(["state", "show"])
    #expect(run.status == 0)
    #expect(
      run.output == """
        \(state.path): format version 2
        window 1, layout compact, selected tab library
          library: library.series(seriesID: op) › reader.chapter(chapter: 1085, seriesID: op) › reader.page(chapter: 1085, page: 3, seriesID: op)
          search: search.results(query: one)
          notes: (root)
          settings: (root)
        data: 3 notes, reading progress in 1 series, 0 on lists

        """)
    #expect(try Data(contentsOf: state) == before)
  }

  @Test func exportSwiftUIWritesTheCodableRepresentationLastPushedFirst() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    prepare()
    let run = hoist(["state", "export", "--swiftui"])
    #expect(run.status == 0)
    #expect(
      run.output
        == #"["ReaderFeature.ReaderRoute","{\"page\":{\"chapter\":1085,\"page\":3,\"seriesID\":\"op\"}}","ReaderFeature.ReaderRoute","{\"chapter\":{\"chapter\":1085,\"seriesID\":\"op\"}}","LibraryFeature.LibraryRoute","{\"series\":{\"seriesID\":\"op\"}}"]"#
        + "\n")
    let search = hoist(["state", "export", "--swiftui", "--tab", "search"])
    #expect(
      search.output == #"["SearchFeature.SearchRoute","{\"results\":{\"query\":\"one\"}}"]"# + "\n")
    let unknown = hoist(["state", "export", "--swiftui", "--tab", "shelf"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors
        == "hoist: option '--tab' got 'shelf'; expected library|search|notes|settings\nTry 'hoist --help'.\n"
    )
  }

  @Test func exportSwiftUIExportsAnyWindowWithWindow() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    prepare()
    #expect(hoist([], script: "window new\nopen mangareader://series/aot\n").status == 0)
    let second = hoist(["state", "export", "--swiftui"])
    #expect(
      second.output == #"["LibraryFeature.LibraryRoute","{\"series\":{\"seriesID\":\"aot\"}}"]"#
        + "\n")
    let first = hoist(["state", "export", "--swiftui", "--window", "1"])
    #expect(first.status == 0)
    #expect(first.output.hasPrefix(#"["ReaderFeature.ReaderRoute","{\"page\":{\"chapter\":1085,"#))
    let none = hoist(["state", "export", "--swiftui", "--window", "3"])
    #expect(none.status == 1)
    #expect(none.errors == "hoist: the saved state has no window 3; windows: 1, 2\n")
  }

  @Test(arguments: [
    (
      ["state", "export", "--tab", "search"],
      "option '--tab' belongs to 'state export --swiftui': hoist state export --swiftui --tab ..."
    ),
    (
      ["state", "export", "--window", "2"],
      "option '--window' belongs to 'state export --swiftui': hoist state export --swiftui --window ..."
    ),
    (
      ["state", "show", "--swiftui"],
      "option '--swiftui' belongs to 'state export': hoist state export --swiftui ..."
    ),
    (
      ["open", "x", "--tab", "search"],
      "option '--tab' belongs to 'state import FILE': hoist state import FILE --tab ..."
    ),
    (
      ["state", "export", "--swiftui", "--window", "+2"],
      "option '--window' got '+2'; expected a window number, 1 or more"
    ),
    (
      ["--fresh", "state", "show"],
      "'state show' works on the saved state, and --fresh reads and writes none; drop --fresh (or pass --data-dir DIR)"
    ),
  ])
  func stateOptionsElsewhereAreRefused(arguments: [String], message: String) {
    let run = HoistRun.run(arguments, script: "")
    #expect(run.status == 2)
    #expect(run.errors == "hoist: \(message)\nTry 'hoist --help'.\n")
  }

  @Test func exportWritesTheNativeSnapshot() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    prepare()
    let run = hoist(["state", "export"])
    #expect(run.status == 0)
    let saved = try String(
      contentsOf: directory.appendingPathComponent("state.json"), encoding: .utf8)
    #expect(run.output == saved + "\n")
  }

  @Test func nothingSavedAndBadUsageSaySo() {
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = hoist(["state", "show"])
    #expect(missing.status == 1)
    #expect(missing.errors == "hoist: no saved state in \(directory.path)\n")
    let usage = hoist(["state", "import"])
    #expect(usage.status == 2)
  }

  private func edit(_ change: (inout [String: Any]) -> Void) throws {
    let state = directory.appendingPathComponent("state.json")
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: state)) as? [String: Any])
    change(&object)
    try JSONSerialization.data(withJSONObject: object).write(to: state)
    try Data().write(to: directory.appendingPathComponent("state.journal"))
  }

  @Test func anEscapeInASavedTabNameIsShownEscaped() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    prepare()
    try edit { $0["selectedTab"] = "no\u{1b}[2Jtab" }
    let run = hoist(["state", "export", "--swiftui"])
    #expect(run.status == 1)
    #expect(!run.errors.contains("\u{1b}"))
    #expect(
      run.errors.hasPrefix(#"hoist: window 1 of the saved state has no tab 'no\u{1b}[2Jtab'; "#))
  }

  @Test func aDecodingErrorNamesArrayPositionsInBracketsAndEscapesKeys() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    prepare()
    try edit {
      var userData = $0["userData"] as? [String: Any] ?? [:]
      userData["progress"] = ["op\u{1b}[2J": ["chapter": 1, "page": 1]]
      $0["userData"] = userData
    }
    let progress = hoist(["state", "show"])
    #expect(!progress.errors.contains("\u{1b}"))
    #expect(progress.errors.contains(#"missing 'seriesID' at userData.progress.op\u{1b}[2J"#))
    try FileManager.default.removeItem(at: directory)
    prepare()
    try edit {
      var userData = $0["userData"] as? [String: Any] ?? [:]
      var notes = userData["notes"] as? [[String: Any]] ?? []
      notes[2]["title"] = 7
      userData["notes"] = notes
      $0["userData"] = userData
    }
    let notes = hoist(["state", "show"])
    #expect(notes.errors.contains("wrong value at userData.notes[2].title"))
    #expect(!notes.errors.contains("Index"))
  }
}
