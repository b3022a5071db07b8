import AppShell
import Foundation
import MangaCatalog
import NavigationCore
import NavigationPersistence
import TestSupport
import Testing
import UserData

/// What a user would lose: `hoist` killed at each step of a save and at random moments, a save
/// that runs out of file size, and two `hoist` on one data directory.
@Suite(.serialized)
struct SaveCrashTests {
  private let root: URL
  private let data: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-crash-\(UUID().uuidString)", isDirectory: true)
    data = root.appendingPathComponent("data", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  private func hoist(
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    shellPrefix: String? = nil
  ) throws -> HoistProcess.Run {
    try HoistProcess.run(
      ["--data-dir", data.path] + arguments, input: input, environment: environment,
      shellPrefix: shellPrefix)
  }

  /// The saved state as the next start reads it.
  private func savedChapter() throws -> Int? {
    guard case .snapshot(let snapshot) = try SnapshotFile(directory: data).load() else {
      return nil
    }
    guard let top = snapshot.stacks["library"]?.path.last,
      case .integer(let chapter)? = top["chapter"]
    else { return nil }
    return chapter
  }

  private func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: data.path).sorted()
  }

  // MARK: - A kill at each step of a save

  @Test(arguments: FaultInjection.Step.allCases)
  func aKillAtAStepOfASaveLeavesTheOldOrTheNewState(_ step: FaultInjection.Step) throws {
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try hoist(["open", "mangareader://series/op?chapter=5"]).status == 0)
    let old = try Data(contentsOf: data.appendingPathComponent("state.json"))

    let killed = try hoist(
      ["open", "mangareader://series/op?chapter=6"],
      environment: [FaultInjection.variable: step.rawValue])
    #expect(killed.signaled)
    #expect(killed.status == SIGKILL)
    // The checkpoint is replaced only by a rename: before it, the old bytes are intact.
    let current = try Data(contentsOf: data.appendingPathComponent("state.json"))
    switch step {
    case .appended, .written: #expect(current == old)
    case .renamed, .flushed: #expect(current != old)
    }
    // The saved line or checkpoint holds the new state from the first step on: the kill came
    // after `open` had saved, and before it printed.
    #expect(try savedChapter() == 6)
    let temporaries = try names().filter { $0.hasSuffix(".tmp") }
    #expect(temporaries == (step == .written ? [".state.json.\(killed.pid).tmp"] : []))

    let next = try hoist(["--json"], input: "show\n")
    #expect(next.status == 0)
    #expect(next.errors == "")
    #expect(next.output.contains(#"{"chapter":6,"key":"reader.chapter","seriesID":"op"}"#))
    #expect(try names() == [".lock", "state.journal", "state.json"])
  }

  // MARK: - Kills at random moments

  /// 200 kills at random moments of a long script, each run starting where the last one was
  /// killed: every time, the saved state is one that was saved, no older than the last result
  /// shown, and the next `hoist` starts on it.
  @Test func twoHundredKillsAtRandomMomentsLoseNothingShown() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let commands = 150
    // Every command lands on its own chapter, so each saved state names the command.
    let script =
      (1...commands).map { "open mangareader://series/op?chapter=\($0)" }
      .joined(separator: "\n") + "\n"
    let scriptFile = root.appendingPathComponent("long.hoist")
    try Data(script.utf8).write(to: scriptFile)

    let started = Date()
    let whole = try hoist(["--json", "run", scriptFile.path])
    #expect(whole.status == 0)
    let duration = Date().timeIntervalSince(started)
    var generator = SplitMix64(seed: 8_2026)
    var previous: Int? = commands
    var killedMidway = 0
    for attempt in 1...200 {
      let process = try HoistProcess(["--data-dir", data.path, "--json", "run", scriptFile.path])
      try process.start()
      let delay = Double(generator.next() % 1_000_000) / 1_000_000 * duration
      usleep(UInt32(delay * 1_000_000))
      kill(process.process.processIdentifier, SIGKILL)
      let run = process.finish()
      let shown = run.output.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      if run.signaled { killedMidway += 1 }
      let saved = try savedChapter()
      let allowed: Set<Int?> =
        shown == commands ? [commands] : shown == 0 ? [previous, 1] : [shown, shown + 1]
      #expect(
        allowed.contains(saved),
        "kill \(attempt) after \(shown) results shown: saved chapter \(saved.map(String.init) ?? "none")"
      )
      previous = saved
    }
    #expect(killedMidway > 100)
    let last = try hoist(["--json"], input: "show\n")
    #expect(last.status == 0)
    #expect(last.errors == "")
  }

  // MARK: - A save that cannot finish

  /// Reads the whole catalog once, so the state holds progress for every series: its
  /// checkpoint (indented JSON) is then well larger than its journal line (compact JSON).
  private func saveProgressInEverySeries() throws -> Data {
    let slugs = try Catalog.bundled().series.map(\.id)
    let script =
      slugs.map { "open mangareader://series/\($0)?chapter=1&page=2" } + [
        "open mangareader://series/op?chapter=5"
      ]
    #expect(try hoist(["run", "-"], input: script.joined(separator: "\n")).status == 0)
    return try Data(contentsOf: data.appendingPathComponent("state.json"))
  }

  /// A file-size limit that the journal line passes and the checkpoint does not: writing the
  /// checkpoint fails part way (hoist ignores SIGXFSZ, so `write` fails with EFBIG). Written in
  /// place, `state.json` would be cut short.
  @Test(
    .disabled(
      if: Sanitizer.underThreadSanitizer,
      "ThreadSanitizer's runtime dies at the file-size limit itself"))
  func aCheckpointCutShortByAFileSizeLimitKeepsTheOldFile() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let old = try saveProgressInEverySeries()
    let state = data.appendingPathComponent("state.json")
    guard case .snapshot(var next) = try SnapshotFile(directory: data).load() else {
      Issue.record("the saved state did not load")
      return
    }
    next.stacks["library"]?.path = [
      ["key": .string("library.series"), "seriesID": .string("op")],
      ["key": .string("reader.chapter"), "seriesID": .string("op"), "chapter": .integer(6)],
    ]
    next.userData.progress["op"] = ReadingProgress(seriesID: "op", chapter: 6, page: 1)
    let line = try SnapshotFile(directory: data).encodeLine(next).count
    let checkpoint = try SnapshotFile(directory: data).encode(next).count
    let blocks = (line + 511) / 512
    try #require(blocks * 512 < checkpoint, "line \(line) bytes, checkpoint \(checkpoint) bytes")

    let limited = try hoist(
      ["open", "mangareader://series/op?chapter=6"], shellPrefix: "ulimit -f \(blocks)")
    #expect(limited.status == 1)
    #expect(!limited.signaled)
    #expect(limited.errors.hasPrefix("hoist: cannot write \(data.path)/.state.json."))
    #expect(limited.errors.contains(".tmp: File too large\n"))
    #expect(try Data(contentsOf: state) == old)
    #expect(
      try names().filter { !$0.hasPrefix(".state.json.") } == [
        ".lock", "state.journal", "state.json",
      ])

    let after = try hoist(["--json"], input: "show\n")
    #expect(after.status == 0)
    #expect(after.errors == "")
    #expect(after.output.contains(#"{"chapter":6,"key":"reader.chapter","seriesID":"op"}"#))
  }

  /// A limit smaller than the journal line: appending it fails part way and the run stops,
  /// naming the file; the state saved before is what the next start finds (the cut line is
  /// ignored).
  @Test(
    .disabled(
      if: Sanitizer.underThreadSanitizer,
      "ThreadSanitizer's runtime dies at the file-size limit itself"))
  func aJournalLineCutShortByAFileSizeLimitKeepsTheOldState() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let old = try saveProgressInEverySeries()
    let state = data.appendingPathComponent("state.json")

    let limited = try hoist(
      ["open", "mangareader://series/op?chapter=6"], shellPrefix: "ulimit -f 1")
    #expect(limited.status == 1)
    #expect(!limited.signaled)
    #expect(
      limited.errors.hasPrefix(
        "hoist: cannot write \(data.appendingPathComponent("state.journal").path): File too large\n"
      ))
    #expect(try Data(contentsOf: state) == old)

    let after = try hoist(["--json"], input: "show\n")
    #expect(after.status == 0)
    #expect(after.errors == "")
    #expect(after.output.contains(#"{"chapter":5,"key":"reader.chapter","seriesID":"op"}"#))
  }

  /// A save that fails and does not kill (hoist ignores the file-size signal, so the write
  /// fails with EFBIG): the run ends after that command's result instead of showing results it
  /// cannot save.
  @Test(
    .disabled(
      if: Sanitizer.underThreadSanitizer,
      "ThreadSanitizer's runtime dies at the file-size limit itself"))
  func aSaveThatFailsEndsTheRunAfterThatCommand() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let run = try hoist(
      ["run", "-"], input: "tab search\ntab notes\ntab settings\n",
      shellPrefix: "ulimit -f 1")
    #expect(run.status == 1)
    #expect(!run.signaled)
    // Before, every later command ran and was shown, and none of them was saved.
    #expect(run.output.contains("> tab search\n"))
    #expect(!run.output.contains("> tab notes"))
    let journal = data.appendingPathComponent("state.journal").path
    #expect(
      run.errors
        == "hoist: cannot write \(journal): File too large\n"
        + "hoist: stopped: the state cannot be saved, so no further command is run\n")
  }

  /// A state of 16 windows in the `state.json` format, written to `root/FILE`, and the
  /// data directory's own small state saved: importing it makes a far larger state.
  private func exportSixteenWindows(to name: String) throws -> String {
    let windows = (1...15).map { _ in
      "window new\nopen mangareader://series/op?chapter=1085&page=3"
    }
    let other = ["--data-dir", root.appendingPathComponent("other").path]
    #expect(
      try HoistProcess.run(other + ["run", "-"], input: windows.joined(separator: "\n")).status == 0
    )
    let export = try HoistProcess.run(other + ["state", "export"])
    let file = root.appendingPathComponent(name)
    try Data(export.output.utf8).write(to: file)
    #expect(try hoist(["run", "-"], input: "tab search\n").status == 0)
    return file.path
  }

  /// An import whose save fails (a file-size limit the copy of the old state passes and the
  /// journal line does not) shows no report: before, it printed "Imported …" and then the
  /// error. The state saved before is what the next start finds.
  @Test(
    .disabled(
      if: Sanitizer.underThreadSanitizer,
      "ThreadSanitizer's runtime dies at the file-size limit itself"))
  func anImportThatCannotBeSavedReportsNoImport() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try exportSixteenWindows(to: "windows.json")
    let state = data.appendingPathComponent("state.json")
    let old = try Data(contentsOf: state)
    // The journal line of the imported state is at least the export's navigation: far more
    // than the old state the copy writes.
    let blocks = old.count / 512 + 1
    let exported = try Data(contentsOf: URL(fileURLWithPath: file)).count
    try #require(blocks * 512 < exported, "old \(old.count) bytes, export \(exported) bytes")

    let limited = try hoist(["state", "import", file], shellPrefix: "ulimit -f \(blocks)")
    #expect(limited.status == 1)
    #expect(!limited.signaled)
    #expect(limited.output == "")
    let journal = data.appendingPathComponent("state.journal").path
    #expect(
      limited.errors.hasPrefix("hoist: the saved state was copied to \(state.path).before-import-"))
    #expect(
      limited.errors.hasSuffix(
        "before the import\nhoist: cannot write \(journal): File too large\n"
          + "hoist: the import could not be saved, so it is not kept\n"))
    #expect(try Data(contentsOf: state) == old)
    let after = try hoist(["state", "show"])
    #expect(after.status == 0)
    #expect(after.output.contains("window 1, layout compact, selected tab search\n"))
    #expect(!after.output.contains("window 2"))
  }

  /// An import whose copy of the old state cannot be written imports nothing: before, the copy
  /// failed in silence and the import replaced the only record of the old state.
  @Test(
    .disabled(
      if: Sanitizer.underThreadSanitizer,
      "ThreadSanitizer's runtime dies at the file-size limit itself"))
  func anImportWhoseCopyAsideFailsImportsNothing() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let file = try exportSixteenWindows(to: "windows.json")
    let state = data.appendingPathComponent("state.json")
    let old = try Data(contentsOf: state)

    let limited = try hoist(["state", "import", file], shellPrefix: "ulimit -f 1")
    #expect(limited.status == 1)
    #expect(!limited.signaled)
    #expect(limited.output == "")
    #expect(
      limited.errors.hasPrefix(
        "hoist: cannot copy the saved state aside before the import: cannot write "))
    #expect(limited.errors.hasSuffix(": File too large; nothing was imported\n"))
    #expect(try Data(contentsOf: state) == old)
    #expect(try names().filter { $0.hasPrefix("state.json.") } == [])
  }

  // MARK: - One hoist at a time

  @Test func aSharedLockHeldByAnotherProcessKeepsHoistOut() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let descriptor = open(data.appendingPathComponent(".lock").path, O_RDWR | O_CREAT, 0o600)
    #expect(descriptor >= 0)
    #expect(flock(descriptor, LOCK_SH | LOCK_NB) == 0)
    let run = try hoist(["open", "mangareader://series/op"])
    flock(descriptor, LOCK_UN)
    close(descriptor)
    #expect(run.status == 1)
    #expect(
      run.errors
        == "hoist: another hoist is using the data directory \(data.path); try again when it ends\n"
    )
    #expect(try names() == [".lock"])
  }

  @Test func twoHoistAtOnceLetOneIn() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    // The first reads its script to the end of input, holding the lock all the while.
    let first = try HoistProcess(["--data-dir", data.path, "--json"])
    try first.start(input: "open mangareader://series/op\n", closeInput: false)
    var waited = 0
    while !FileManager.default.fileExists(atPath: data.appendingPathComponent(".lock").path),
      waited < 500
    {
      usleep(20_000)
      waited += 1
    }
    usleep(200_000)
    let second = try hoist(["open", "mangareader://series/aot"])
    let firstRun = first.finish()
    #expect(second.status == 1)
    #expect(
      second.errors
        == "hoist: another hoist is using the data directory \(data.path); try again when it ends\n"
    )
    #expect(firstRun.status == 0)
    guard case .snapshot(let saved) = try SnapshotFile(directory: data).load() else {
      Issue.record("the first hoist saved nothing")
      return
    }
    #expect(
      saved.stacks["library"]?.path == [
        ["key": .string("library.series"), "seriesID": .string("op")]
      ])
  }

  // MARK: - Another program writes state.json

  /// Waits, at most 30 s, until the saved files hold `text`, the journal is empty and no
  /// temporary file is left: a checkpoint has just finished.
  private func waitForCheckpoint(holding text: String) throws -> Bool {
    let state = data.appendingPathComponent("state.json")
    let journal = data.appendingPathComponent("state.journal")
    for _ in 0..<300 {
      if let bytes = try? Data(contentsOf: state),
        String(decoding: bytes, as: UTF8.self).contains(text),
        (try? Data(contentsOf: journal))?.isEmpty == true,
        try !names().contains(where: { $0.hasSuffix(".tmp") })
      {
        return true
      }
      usleep(100_000)
    }
    return false
  }

  /// Runs `tab search`, lets `change` touch the data directory once that command's timed
  /// checkpoint is written (one second after the start), then runs `tab notes` and ends: what
  /// another program does to the files while a `hoist` holds them.
  private func runChangedMidway(_ change: () throws -> Void) throws -> HoistProcess.Run {
    #expect(try hoist(["open", "mangareader://series/op?chapter=5"]).status == 0)
    let commands = Pipe()
    let running = try HoistProcess(
      ["--data-dir", data.path], standardInput: commands.fileHandleForReading)
    try running.start()
    BrokenPipe.write(Data("tab search\n".utf8), to: commands.fileHandleForWriting)
    #expect(try waitForCheckpoint(holding: #""selectedTab" : "search""#))
    try change()
    BrokenPipe.write(Data("tab notes\n".utf8), to: commands.fileHandleForWriting)
    try commands.fileHandleForWriting.close()
    return running.finish()
  }

  @Test func aStateFileAnotherProgramWritesWhileHoistRunsIsCopiedAsideBeforeItIsReplaced()
    throws
  {
    defer { try? FileManager.default.removeItem(at: root) }
    let state = data.appendingPathComponent("state.json")
    let foreign = Data(#"{"written":"by another program"}"#.utf8)
    let run = try runChangedMidway { try foreign.write(to: state) }

    #expect(run.status == 0)
    let copies = try names().filter { $0.hasPrefix("state.json.changed-") }
    #expect(copies.count == 1)
    let copy = data.appendingPathComponent(try #require(copies.first))
    // Before, the checkpoint at exit renamed its file over the other program's: gone.
    #expect(try Data(contentsOf: copy) == foreign)
    #expect(
      run.errors
        == "hoist: \(state.path) was changed by another program while this hoist ran; it was copied to \(copy.path) before it was replaced\n"
    )
    guard case .snapshot(let saved) = try SnapshotFile(directory: data).load() else {
      Issue.record("the run saved nothing")
      return
    }
    #expect(saved.selectedTab == "notes")
  }

  @Test func journalLinesAnotherProgramAppendsWhileHoistRunsAreCopiedAsideAndSaidSo() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let journal = data.appendingPathComponent("state.journal")
    let run = try runChangedMidway {
      let handle = try FileHandle(forWritingTo: journal)
      try handle.seekToEnd()
      try handle.write(contentsOf: Data("{\"appended\":\"by another program\"}\n".utf8))
      try handle.close()
    }

    #expect(run.status == 0)
    let copies = try names().filter { $0.hasPrefix("state.journal.changed-") }
    #expect(copies.count == 1)
    let copy = data.appendingPathComponent(try #require(copies.first))
    #expect(
      try String(contentsOf: copy, encoding: .utf8).hasSuffix(
        "{\"appended\":\"by another program\"}\n"))
    // The journal is appended to or emptied, not replaced: the message says so.
    #expect(
      run.errors
        == "hoist: \(journal.path) was changed by another program while this hoist ran; it was copied to \(copy.path) before this hoist wrote to it\n"
    )
  }
}

/// A small seeded generator, so a failing run can be repeated.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
