import AppShell
import AppShellTestSupport
import Foundation
import NavigationCore
import NavigationPersistence
import Testing

/// What `hoist` does with a journal it cannot use as it is: a newer format's line is kept
/// untouched like a newer `state.json`, a complete line that does not decode is copied aside
/// and reported, and a line a kill cut short is cut off before the next one is written.
@MainActor
struct JournalRecoveryTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-journal-\(UUID().uuidString)", isDirectory: true)

  private var stateURL: URL { directory.appendingPathComponent("state.json") }
  private var journalURL: URL { directory.appendingPathComponent("state.journal") }

  private func hoist(_ arguments: [String], script: String) -> HoistRun {
    HoistRun.run(["--data-dir", directory.path] + arguments, script: script)
  }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  /// Saves the library at a chapter (`state.json`, empty journal) and returns that state as a
  /// journal line.
  private func saveChapter(_ chapter: Int) throws -> Data {
    let run = hoist(["open", "mangareader://series/op?chapter=\(chapter)"], script: "")
    #expect(run.status == 0)
    let file = SnapshotFile(directory: directory)
    guard case .snapshot(let snapshot) = try file.load() else {
      Issue.record("no state was saved")
      return Data()
    }
    return try file.encodeLine(snapshot)
  }

  // MARK: - A newer format in the journal

  @Test func aNewerJournalLineIsKeptUntilSomethingChangesThenBothFilesAreCopiedAside() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let line = try saveChapter(5)
    let checkpoint = try Data(contentsOf: stateURL)
    let journal =
      line + Data(#"{"version":99,"somethingNew":{"shape":"unknown"}}"#.utf8) + Data("\n".utf8)
    try journal.write(to: journalURL)

    let look = hoist([], script: "show\n")
    #expect(look.status == 0)
    #expect(
      look.errors
        == "hoist: \(journalURL.path) was written by a newer hoist (format version 99; this one reads \(AppSnapshot.currentVersion)); it is kept as it is, and this run starts from the sample data. It is copied aside before the first change is saved.\n"
    )
    // Started on the sample data, not on the older state the journal's first line holds.
    #expect(!look.output.contains("Chapter 5"))
    #expect(try Data(contentsOf: journalURL) == journal)
    #expect(try Data(contentsOf: stateURL) == checkpoint)
    #expect(try names() == [".lock", "state.journal", "state.json"])

    let show = hoist(["state", "show"], script: "")
    #expect(show.status == 1)
    #expect(
      show.errors
        == "hoist: \(journalURL.path) has format version 99, newer than this hoist's \(AppSnapshot.currentVersion); not read\n"
    )

    let change = hoist([], script: "open mangareader://series/op?chapter=7\n")
    #expect(change.status == 0)
    let journalCopies = try names().filter { $0.hasPrefix("state.journal.version-99-") }
    let checkpointCopies = try names().filter { $0.hasPrefix("state.json.version-99-") }
    #expect(journalCopies.count == 1)
    #expect(checkpointCopies.count == 1)
    let journalCopy = directory.appendingPathComponent(try #require(journalCopies.first))
    let checkpointCopy = directory.appendingPathComponent(try #require(checkpointCopies.first))
    #expect(try Data(contentsOf: journalCopy) == journal)
    #expect(try Data(contentsOf: checkpointCopy) == checkpoint)
    #expect(
      change.errors
        == "hoist: \(journalURL.path) was written by a newer hoist (format version 99; this one reads \(AppSnapshot.currentVersion)); it is kept as it is, and this run starts from the sample data. It is copied aside before the first change is saved.\n"
        + "hoist: the state file was copied to \(checkpointCopy.path) before it was replaced\n"
        + "hoist: the journal was copied to \(journalCopy.path) before it was replaced\n")
    let after = hoist(["state", "show"], script: "")
    #expect(after.status == 0)
    #expect(after.output.contains("reader.chapter(chapter: 7, seriesID: op)"))
  }

  @Test func aNewerStateFileAndJournalAreBothNamed() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"{"version":3}"#.utf8).write(to: stateURL)
    try Data("{\"version\":4}\n".utf8).write(to: journalURL)
    let look = hoist([], script: "show\n")
    #expect(look.status == 0)
    #expect(
      look.errors
        == "hoist: \(stateURL.path) and \(journalURL.path) were written by a newer hoist (format version 4; this one reads \(AppSnapshot.currentVersion)); they are kept as they are, and this run starts from the sample data. They are copied aside before the first change is saved.\n"
    )
  }

  // MARK: - A complete line that does not decode

  @Test func aCompleteLineThatDoesNotDecodeIsCopiedAsideAndReported() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try saveChapter(5)
    let six = try saveChapter(6)
    let journal = six + Data(#"{"version":1,"selectedTab":42}"#.utf8) + Data("\n".utf8)
    try journal.write(to: journalURL)

    let run = hoist(["--json"], script: "show\n")
    #expect(run.status == 0)
    let copies = try names().filter { $0.hasPrefix("state.journal.corrupt-") }
    #expect(copies.count == 1)
    let copy = directory.appendingPathComponent(try #require(copies.first))
    #expect(try Data(contentsOf: copy) == journal)
    #expect(
      run.errors
        == "hoist: state.journal line 2 is not a valid state file (wrong value at selectedTab); state.journal copied to \(copy.path); starting from the newest valid state in state.journal\n"
    )
    // The newest line that decodes is the state the app starts in.
    #expect(run.output.contains(#""chapter":6"#))
  }

  @Test func aRunThatChangesNothingRemovesTheBadLineSoTheNextRunFindsNone() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try saveChapter(5)
    let six = try saveChapter(6)
    try (six + Data("not json at all\n".utf8)).write(to: journalURL)

    let first = hoist([], script: "")
    #expect(first.status == 0)
    #expect(try names().filter { $0.hasPrefix("state.journal.corrupt-") }.count == 1)
    // The state the run started from is checkpointed: the copy keeps the bad line.
    #expect(try Data(contentsOf: journalURL).isEmpty)
    guard case .snapshot(let saved) = try SnapshotFile(directory: directory).peek() else {
      Issue.record("the state the run started from was not saved")
      return
    }
    #expect(saved.stacks["library"]?.path.last?["chapter"] == .integer(6))

    // Before, every later run copied the journal aside again and said so again.
    let second = hoist([], script: "")
    #expect(second.status == 0)
    #expect(second.errors == "")
    #expect(try names().filter { $0.hasPrefix("state.journal.corrupt-") }.count == 1)
  }

  @Test func aJournalWithNoLineThatDecodesIsEmptiedOnTheSampleData() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let journal = Data("not json at all\n".utf8)
    try journal.write(to: journalURL)

    let first = hoist([], script: "")
    #expect(first.status == 0)
    let copies = try names().filter { $0.hasPrefix("state.journal.corrupt-") }
    #expect(copies.count == 1)
    let copy = directory.appendingPathComponent(try #require(copies.first))
    #expect(try Data(contentsOf: copy) == journal)
    #expect(try Data(contentsOf: journalURL).isEmpty)

    let second = hoist([], script: "")
    #expect(second.status == 0)
    #expect(second.errors == "")
    #expect(try names().filter { $0.hasPrefix("state.journal.corrupt-") }.count == 1)
  }

  @Test func aBadLineBeforeAGoodOneIsReportedToo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let six = try saveChapter(6)
    try (Data("not json at all\n".utf8) + six).write(to: journalURL)
    let file = SnapshotFile(directory: directory)
    guard case .unreadable(let problems, let recovered, let source) = try file.peek() else {
      Issue.record("a bad line was not reported")
      return
    }
    #expect(
      problems.map(\.reason) == [
        "state.journal line 1 is not a valid state file (not JSON: Invalid value around character 1.)"
      ])
    #expect(problems.map(\.setAside) == [""])
    #expect(source == "state.journal")
    #expect(recovered?.stacks["library"]?.path.last?["chapter"] == .integer(6))
    // Peeking moves and copies nothing.
    #expect(try names() == [".lock", "state.journal", "state.json"])
  }

  // MARK: - What is wrong, said precisely

  @Test(arguments: [
    (
      "{\"version\":" + String(repeating: "[", count: 100_000)
        + String(repeating: "]", count: 100_000) + "}",
      "JSON nested 100001 levels deep; at most 512 levels of arrays and objects are read"
    ),
    (#"{"version":1.5,"selectedTab":"library"}"#, "'version' is 1.5, not a whole number"),
    (#"{"version":1e400}"#, "the number 1e400 is too large to read"),
    (
      #"{"version":123456789012345678901234567890}"#,
      "'version' is 123456789012345678901234567890, too large for a format version"
    ),
    (#"{"version":"1"}"#, "'version' is a string, not a whole number"),
    (#"{"selectedTab":"library"}"#, "missing 'version'"),
    ("[1,2]", "the top level is an array, not an object"),
  ])
  func validJSONIsNotCalledNotJSON(content: String, reason: String) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(content.utf8).write(to: stateURL)
    let run = hoist([], script: "show\n")
    #expect(run.status == 0)
    #expect(
      run.errors.hasPrefix("hoist: state.json is not a valid state file (\(reason)); set aside as ")
    )
    let aside = try #require(try names().first { $0.hasPrefix("state.json.corrupt-") })
    #expect(
      try String(contentsOf: directory.appendingPathComponent(aside), encoding: .utf8) == content)
  }

  @Test func aJournalLineNestedDeepIsReportedNotACrash() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let deep =
      String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
    try Data((deep + "\n").utf8).write(to: journalURL)
    guard case .unreadable(let problems, nil, nil) = try SnapshotFile(directory: directory).peek()
    else {
      Issue.record("a deep line was not reported")
      return
    }
    #expect(
      problems.map(\.reason) == [
        "state.journal line 1 is not a valid state file (JSON nested 100000 levels deep; at most 512 levels of arrays and objects are read)"
      ])
  }

  // MARK: - A line a kill cut short

  @Test func aLineCutShortIsCutOffBeforeTheNextIsWritten() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let five = try saveChapter(5)
    try (five + Data(#"{"version":1,"selec"#.utf8)).write(to: journalURL)
    let file = SnapshotFile(directory: directory)
    guard case .snapshot(let loaded) = try file.load() else {
      Issue.record("the complete line was not read")
      return
    }
    let writer = StateWriter(file: file, policy: SavePolicy(flushInterval: 3600))
    var next = loaded
    next.selectedTab = "search"
    try writer.save(next)
    #expect(try Data(contentsOf: journalURL) == five + file.encodeLine(next))
  }
}
