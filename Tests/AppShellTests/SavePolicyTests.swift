import AppShell
import Foundation
import MangaCatalog
import NavigationCore
import NavigationPersistence
import TestSupport
import Testing
import UserData

/// The save policy in-process: journal lines, checkpoints, and what a reader finds.
@MainActor
struct SavePolicyTests {
  private let directory: URL

  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-policy-\(UUID().uuidString)", isDirectory: true)
  }

  private func app() throws -> HoistApp {
    try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
  }

  private func journalLines() throws -> [String] {
    let text = try String(
      contentsOf: directory.appendingPathComponent("state.journal"), encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
  }

  @Test func savesWithinTheIntervalAreJournalLinesAndTheExitCheckpoints() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = try app()
    let store = try StateStore(directory: directory, policy: SavePolicy(flushInterval: 3600))
    for chapter in 2...4 {
      _ = try app.execute(.open("mangareader://series/op?chapter=\(chapter)"))
      try store.save(app)
    }
    try store.save(app)
    // Within the interval: one line per changed state, no checkpoint yet.
    #expect(try journalLines().count == 3)
    #expect(
      !FileManager.default.fileExists(atPath: directory.appendingPathComponent("state.json").path))

    guard case .snapshot(let loaded) = try SnapshotFile(directory: directory).load() else {
      Issue.record("nothing loaded")
      return
    }
    #expect(loaded == (try app.snapshot()))

    try store.finish()
    #expect(try journalLines() == [])
    guard case .snapshot(let checkpointed) = try SnapshotFile(directory: directory).load() else {
      Issue.record("nothing loaded")
      return
    }
    #expect(checkpointed == (try app.snapshot()))
  }

  /// A timed checkpoint once held its writer strongly, so a writer outlived its owner by up to
  /// the interval: `hoist` exited with it alive, holding the last notes and settings (their
  /// sealed bodies, hash and salts) and the journal's descriptor, which AddressSanitizer's
  /// leak check then reported as leaked Data storages.
  @Test func aWriterWithATimedCheckpointPendingIsFreedWhenItsOwnerLetsGo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let journal = directory.appendingPathComponent("state.journal").resolvingSymlinksInPath().path
    let snapshot = try app().snapshot()
    weak var released: StateWriter<AppSnapshot>?
    do {
      let writer = StateWriter(
        file: SnapshotFile(directory: directory), policy: SavePolicy(flushInterval: 3600))
      // Within the interval of the start: a journal line now, a checkpoint by a timer.
      try writer.save(snapshot)
      #expect(try journalLines().count == 1)
      #expect(Self.descriptors(of: journal) == 1)
      try writer.finish()
      released = writer
    }
    #expect(released == nil)
    #expect(Self.descriptors(of: journal) == 0)
  }

  /// How many of this process's open file descriptors refer to a path (from `/proc/self/fd`).
  private static func descriptors(of path: String) -> Int {
    let folder = "/proc/self/fd"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.count { name in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)) == path
    }
  }

  @Test func aLineCutShortIsIgnoredThenCutOffBeforeTheNextLine() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = try app()
    do {
      let store = try StateStore(directory: directory, policy: SavePolicy(flushInterval: 3600))
      _ = try app.execute(.open("mangareader://series/op?chapter=2"))
      try store.save(app)
      _ = try app.execute(.open("mangareader://series/op?chapter=3"))
      try store.save(app)
    }
    let journal = directory.appendingPathComponent("state.journal")
    var bytes = try Data(contentsOf: journal)
    let whole = bytes
    bytes.append(whole.prefix(200))
    try bytes.write(to: journal)
    let file = SnapshotFile(directory: directory)
    guard case .snapshot(let loaded) = try file.load() else {
      Issue.record("nothing loaded")
      return
    }
    #expect(loaded == (try app.snapshot()))

    let store = try StateStore(directory: directory, policy: SavePolicy(flushInterval: 3600))
    _ = try store.load()
    _ = try app.execute(.open("mangareader://series/op?chapter=4"))
    try store.save(app)
    // The cut-short line is cut off, so it never becomes a complete line that does not decode.
    let lines = try journalLines()
    #expect(lines.count == 3)
    #expect(Data(lines.prefix(2).joined(separator: "\n").utf8) + Data("\n".utf8) == whole)
    guard case .snapshot(let latest) = try file.load() else {
      Issue.record("nothing loaded")
      return
    }
    #expect(latest == (try app.snapshot()))
  }

  // MARK: - Another program writes the journal

  /// Two states one page apart, and the state another program writes.
  private func states() throws -> (AppSnapshot, AppSnapshot, AppSnapshot) {
    let app = try app()
    _ = try app.execute(.open("mangareader://series/op?chapter=2"))
    let first = try app.snapshot()
    _ = try app.execute(.open("mangareader://series/op?chapter=3"))
    let second = try app.snapshot()
    _ = try app.execute(.open("mangareader://series/aot"))
    return (first, second, try app.snapshot())
  }

  /// Saves quicker than the interval never grow the journal past its limit (a quarter of the
  /// read limit by default): before, quick saves of a large state could make a journal the
  /// next start refuses to read.
  @Test func aJournalPastItsLimitIsCheckpointedAtOnce() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (first, second, third) = try states()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = SnapshotFile(directory: directory)
    let lines = try [first, second, third].map { try file.encodeLine($0).count }
    let writer = StateWriter(
      file: file, policy: SavePolicy(flushInterval: 3600), journalLimit: lines[0] + lines[1])
    var sizes: [Int] = []
    for state in [first, second, third] {
      try writer.save(state)
      sizes.append(try Data(contentsOf: file.journalURL).count)
    }
    #expect(sizes == [lines[0], lines[0] + lines[1], 0])
    #expect(try Data(contentsOf: file.url) == file.encode(third))
    #expect(StateWriter<AppSnapshot>.defaultJournalLimit == 64 << 20)
  }

  @Test(arguments: [false, true])
  func aJournalAnotherProgramWritesIsCopiedAsideAndNeverReadOverTheCheckpoint(replaced: Bool)
    throws
  {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (first, second, foreign) = try states()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = SnapshotFile(directory: directory)
    let writer = StateWriter(file: file, policy: SavePolicy(flushInterval: 3600))
    try writer.save(first)
    let foreignLine = try file.encodeLine(foreign)
    let journal = file.journalURL
    let foreignJournal: Data
    if replaced {
      // Another program writes a journal of its own and renames it over this run's.
      foreignJournal = foreignLine
      let other = directory.appendingPathComponent("other.journal")
      try foreignJournal.write(to: other)
      #expect(rename(other.path, journal.path) == 0)
    } else {
      // Another program appends a line to this run's journal.
      foreignJournal = try Data(contentsOf: journal) + foreignLine
      let handle = try FileHandle(forWritingTo: journal)
      try handle.seekToEnd()
      try handle.write(contentsOf: foreignLine)
      try handle.close()
    }
    try writer.save(second)
    try writer.finish()

    let copies = writer.takeOutsideCopies()
    #expect(copies.map(\.file) == [journal])
    let copy = try #require(copies.first?.copy)
    #expect(copy.lastPathComponent.hasPrefix("state.journal.changed-"))
    #expect(try Data(contentsOf: copy) == foreignJournal)
    // Before, a replaced journal kept the other program's line, read over the checkpoint.
    #expect(try Data(contentsOf: journal).isEmpty)
    guard case .snapshot(let saved) = try file.load() else {
      Issue.record("nothing loaded")
      return
    }
    #expect(saved == second)
    #expect(writer.takeOutsideCopies().isEmpty)
  }

  @Test func aTimedCheckpointThatFailedIsSaidAfterTheNextLineIsInTheJournal() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let (first, second, _) = try states()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = SnapshotFile(directory: directory)
    // A folder where the checkpoint's temporary file goes: every checkpoint fails.
    let blocker = StateWriter<AppSnapshot>.temporaryURL(for: file.url, pid: getpid())
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: false)
    let writer = StateWriter(file: file, policy: SavePolicy(flushInterval: 0.05))
    try writer.save(first)
    usleep(300_000)
    #expect(throws: StorageError.self) { try writer.save(second) }
    // Before, the error was thrown before the line was appended: a result shown after it was
    // in no file.
    let lines = try journalLines()
    #expect(lines.count == 2)
    guard case .snapshot(let saved) = try file.peek() else {
      Issue.record("nothing loaded")
      return
    }
    #expect(saved == second)
  }

  // MARK: - The journal's encoder

  private struct Odd: Codable, Equatable {
    var text: String
    var bytes: Data
    var link: URL
    var small: Int8
    var large: UInt64
    var ratio: Double
    var flag: Bool
    var missing: String?
    var empty: [String: Int]
    var nested: [[Int]]
  }

  @Test func theJournalEncoderWritesWhatJSONDecoderReads() throws {
    let odd = Odd(
      text: "quote \" backslash \\ newline \n tab \t nul \u{0} escape \u{1b}[2J é 日本 👋",
      bytes: Data([0, 1, 2, 255]), link: URL(string: "https://mangareader.app/series/op?a=1")!,
      small: -3, large: .max, ratio: 0.1, flag: true, missing: nil, empty: [:],
      nested: [[1, 2], []])
    let data = try JournalEncoder.encode(odd)
    #expect(!data.contains(UInt8(ascii: "\n")))
    #expect(try JSONDecoder().decode(Odd.self, from: data) == odd)

    let snapshot = try app().snapshot()
    let line = try JournalEncoder.encode(snapshot)
    #expect(try JSONDecoder().decode(AppSnapshot.self, from: line) == snapshot)
  }

  private struct Nested: Encodable {
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      var inner = container.nestedContainer(keyedBy: Key.self, forKey: .a)
      try inner.encode(1, forKey: .a)
    }

    enum Key: CodingKey { case a }
  }

  @Test func shapesItDoesNotStreamFallBackToJSONEncoder() throws {
    let data = try JournalEncoder.encode(Nested())
    #expect(String(decoding: data, as: UTF8.self) == #"{"a":{"a":1}}"#)
    let decimal = try JournalEncoder.encode(["price": Decimal(string: "1.25")!])
    #expect(String(decoding: decimal, as: UTF8.self) == #"{"price":1.25}"#)
  }
}
