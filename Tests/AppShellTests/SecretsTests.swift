import AppShell
import AppShellTestSupport
import Foundation
import NavigationCore
import NavigationPersistence
import SecretBox
import TestSupport
import Testing
import UserData

/// Secrets at rest and on screen, through the whole `hoist` run in-process: the passcode
/// never appears in any output or in `state.json`, wrong passcodes are throttled across runs,
/// and old state files are migrated and repaired on load.
@MainActor
struct SecretsTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-secrets-\(UUID().uuidString)", isDirectory: true)
  let clock = FakeClock()

  /// Runs `hoist --data-dir <directory> ARGUMENTS` with a script on standard input.
  func hoist(_ arguments: [String], script: String = "", terminal: Bool = false) -> HoistRun {
    HoistRun.run(
      ["--data-dir", directory.path] + arguments, input: Array(script.utf8), terminal: terminal,
      clock: { [clock] in clock.now })
  }

  /// Saves user data as the state a run starts from.
  func prepare(_ data: UserDataState) throws {
    let file = SnapshotFile(directory: directory)
    try prepare(
      json: String(
        decoding: try file.encode(
          AppSnapshot(
            version: AppSnapshot.currentVersion, selectedTab: "library", stacks: [:],
            userData: data)), as: UTF8.self))
  }

  /// Writes `state.json` as it is.
  func prepare(json: String) throws {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(json.utf8).write(to: directory.appendingPathComponent("state.json"))
  }

  /// Every byte saved in the data directory: the checkpoint, the journal and any copies.
  var savedBytes: String {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().map { name in
      (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
    }.joined(separator: "\n")
  }

  /// The user data saved last.
  func savedUserData() throws -> UserDataState? {
    guard case .snapshot(let snapshot) = try SnapshotFile(directory: directory).load() else {
      return nil
    }
    return snapshot.userData
  }

  /// The sample locked by the passcode 48213957 at the tests' cost.
  static var lockedBy48213957: UserDataState {
    var data = TestSecrets.sample
    data.apply(.notesPasscodeAccepted(key: TestSecrets.key))
    data.apply(.setNotesPasscode("48213957"))
    return data.withoutSessionState
  }

  // MARK: - Never shown

  static let everyPasscodeStep = """
    open fieldnotes://note/note-3
    type 48213956
    type 48213957
    tab settings
    tap Notes passcode
    type 48213956
    type 48213957
    type 482139570
    type 69213957
    """

  @Test(arguments: [[], ["--json"], ["--events"], ["--json", "--events"]])
  func noOutputAndNoSavedByteHoldsAPasscode(_ options: [String]) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare(Self.lockedBy48213957)
    let run = hoist(options + ["--keep-going", "run", "-"], script: Self.everyPasscodeStep)
    #expect(run.status == 1)
    for secret in ["4821395", "6921395"] {
      #expect(!run.output.contains(secret), "standard output shows \(secret)")
      #expect(!run.errors.contains(secret), "standard error shows \(secret)")
      #expect(!savedBytes.contains(secret), "a saved file holds \(secret)")
    }
    // The unlocked note was shown, but its text is saved sealed.
    #expect(run.output.contains("Who is really pulling the strings in the Culling Game."))
    #expect(!savedBytes.contains("Who is really pulling"))
    #expect(savedBytes.contains("\"verifier\""))
    #expect(!savedBytes.contains("notesPasscode"))
    let json = options.contains("--json")
    let failures = json ? run.output : run.errors
    #expect(failures.contains("Wrong passcode: “Private theories” stays locked."))
    #expect(failures.contains("The new passcode has 9 digits: a passcode has 4 to 8 digits."))
    if !json {
      #expect(run.output.components(separatedBy: "> type ****\n").count == 7)
      #expect(run.errors.contains("error: line 2: type ****: Wrong passcode"))
    } else {
      #expect(run.output.components(separatedBy: #""command":"type ****""#).count == 4)
    }
  }

  @Test func anInteractiveErrorDoesNotRepeatThePasscode() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare(Self.lockedBy48213957)
    let run = hoist([], script: "open fieldnotes://note/note-3\ntype 48213956", terminal: true)
    #expect(
      run.errors == "error: type ****: Wrong passcode: “Private theories” stays locked.\n")
    #expect(!run.output.contains("4821395"))
    #expect(!run.errors.contains("4821395"))
  }

  @Test(arguments: [[], ["--json"]])
  func aPasscodeTypedOneStepLateIsNeitherEchoedNorRepeated(_ options: [String]) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare(Self.lockedBy48213957)
    let run = hoist(
      options + ["run", "-"],
      script: "open fieldnotes://note/note-3\ntype 48213957\ntype 48213957\n")
    #expect(run.status == 1)
    #expect(run.output.contains("Who is really pulling the strings in the Culling Game."))
    #expect(!run.output.contains("4821395"))
    #expect(!run.errors.contains("4821395"))
    if options.isEmpty {
      #expect(run.output.components(separatedBy: "> type ****\n").count == 3)
      #expect(run.errors.hasPrefix("error: line 3: type ****: "))
    } else {
      #expect(run.output.contains(#"{"error":{"command":"type ****""#))
    }
  }

  @Test func theNewPasscodeWorksAndTheOldOneNoLongerDoes() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare(Self.lockedBy48213957)
    _ = hoist(["--keep-going", "run", "-"], script: Self.everyPasscodeStep)
    let old = hoist(["run", "-"], script: "open fieldnotes://note/note-3\ntype 48213957")
    #expect(old.status == 1)
    let new = hoist(["run", "-"], script: "open fieldnotes://note/note-3\ntype 69213957")
    #expect(new.status == 0)
    #expect(new.output.contains("Who is really pulling the strings in the Culling Game."))
  }

  // MARK: - Throttle

  @Test func wrongPasscodesWaitLongerAndLongerAcrossRuns() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare(TestSecrets.sample)
    let unlock = "open fieldnotes://note/note-3\n"
    let five = hoist(
      ["--keep-going", "run", "-"],
      script: unlock + Array(repeating: "type 0000", count: 5).joined(separator: "\n"))
    #expect(five.status == 1)
    #expect(
      five.errors.split(separator: "\n").last.map(String.init)
        == "error: line 6: type ****: Wrong passcode: “Private theories” stays locked. "
        + "Too many wrong passcodes: try again in 30 s.")

    // A new run does not reset the wait, and the right passcode is not even checked.
    clock.advance(by: 10)
    let early = hoist(["run", "-"], script: unlock + "type 1234")
    #expect(early.status == 1)
    #expect(
      early.errors == "error: line 2: type ****: Too many wrong passcodes: try again in 20 s.\n")

    clock.advance(by: 20)
    let sixth = hoist(["run", "-"], script: unlock + "type 0000")
    #expect(sixth.errors.hasSuffix("Too many wrong passcodes: try again in 60 s.\n"))

    clock.advance(by: 60)
    let right = hoist(["run", "-"], script: unlock + "type 1234")
    #expect(right.status == 0)
    #expect(right.output.contains("» Unlocked."))
    #expect(try savedUserData()?.passcodeThrottle == PasscodeThrottle())
  }

  @Test func tenThousandGuessesInAScriptCheckFiveAndRefuseTheRest() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare(TestSecrets.sample)
    // Every 4-digit passcode, the right one (1234) the 2,235th: by then the wait refuses every one.
    let guesses = (0..<10_000).map { "type " + String(format: "%04d", ($0 + 9_000) % 10_000) }
    let run = hoist(
      ["--keep-going", "run", "-"],
      script: (["open fieldnotes://note/note-3"] + guesses).joined(separator: "\n"))
    #expect(run.status == 1)
    let errors = run.errors.split(separator: "\n")
    #expect(errors.count == 10_000)
    #expect(errors.filter { $0.hasSuffix("stays locked.") }.count == 4)
    #expect(
      errors[4]
        == "error: line 6: type ****: Wrong passcode: “Private theories” stays locked. "
        + "Too many wrong passcodes: try again in 30 s.")
    #expect(
      errors.dropFirst(5).allSatisfy {
        $0.hasSuffix(": type ****: Too many wrong passcodes: try again in 30 s.")
      })
    #expect(!run.output.contains("Unlocked."))
    #expect(!run.output.contains("pulling the strings"))
    #expect(
      try savedUserData()?.passcodeThrottle == PasscodeThrottle(failures: 5, lastFailure: clock.now)
    )
  }

  // MARK: - Old files

  static func legacyState(passcode: String, notes: String? = nil) -> String {
    let defaultNotes = """
      [{"id": "note-1", "title": "Open", "body": "Anyone may read this", "isLocked": false},
       {"id": "note-3", "title": "Private", "body": "Hidden plans for chapter 90",
        "isLocked": true}]
      """
    return """
      {"version": 1, "selectedTab": "notes", "stacks": {},
       "userData": {"lastNoteNumber": 3, "lists": {}, "progress": {},
         "notes": \(notes ?? defaultNotes),
         "settings": {"appearance": "system", "readingDirection": "rightToLeft",
                      "notesPasscode": "\(passcode)"}}}
      """
  }

  @Test func anOldStateFileIsMigratedOnLoadAndItsPasscodeStillWorks() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare(json: Self.legacyState(passcode: "48213957"))
    let first = hoist(["run", "-"], script: "show")
    #expect(first.status == 0)
    #expect(
      first.errors
        == "hoist: restore: the notes passcode is now stored as a salted hash "
        + "(PBKDF2-HMAC-SHA256) and 1 locked note is encrypted (AES-256-GCM)\n")
    #expect(!savedBytes.contains("48213957"))
    #expect(!savedBytes.contains("Hidden plans"))
    #expect(savedBytes.contains("Anyone may read this"))

    let second = hoist(["run", "-"], script: "open fieldnotes://note/note-3\ntype 48213957")
    #expect(second.status == 0)
    #expect(second.errors == "")
    #expect(second.output.contains("Hidden plans for chapter 90"))
  }

  @Test func anOldPasscodeThatIsNot4To8DigitsIsReplacedAndSaidSo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try prepare(json: Self.legacyState(passcode: "12"))
    let run = hoist(["run", "-"], script: "open fieldnotes://note/note-3\ntype 1234")
    #expect(run.status == 0)
    #expect(
      run.errors
        == "hoist: restore: the saved notes passcode was not 4 to 8 digits; it is now 1234: "
        + "change it in Settings, Notes passcode\n"
        + "hoist: restore: the notes passcode is now stored as a salted hash "
        + "(PBKDF2-HMAC-SHA256) and 1 locked note is encrypted (AES-256-GCM)\n")
    #expect(run.output.contains("Hidden plans for chapter 90"))
    #expect(!run.output.contains("0 digits"))
  }

  @Test func aNegativeNumberInASavedRouteDropsItWithAReport() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let stacks = """
      {"library": {"path": [{"key": "library.series", "seriesID": "op"},
        {"key": "reader.chapter", "seriesID": "op", "chapter": -5},
        {"key": "reader.page", "seriesID": "op", "chapter": -5, "page": 3}]}}
      """
    let json = Self.legacyState(passcode: "4821")
      .replacingOccurrences(
        of: #""selectedTab": "notes", "stacks": {}"#,
        with: #""selectedTab": "library", "stacks": \#(stacks)"#)
    try prepare(json: json)
    let run = hoist(["run", "-"], script: "show")
    #expect(run.status == 0)
    let lines = run.errors.split(separator: "\n").map(String.init)
    #expect(
      lines.last
        == "hoist: restore: library tab, path 2: dropped reader.chapter(chapter: -5, seriesID: op) "
        + "and 1 screen above it: its chapter is -5, and numbers in routes are never negative")
    #expect(run.output.contains("Library › One Piece\n"))
  }

  @Test func duplicateNoteIDsInAFileAreRenamedAndReported() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let notes = """
      [{"id": "note-1", "title": "First", "body": "a", "isLocked": false},
       {"id": "note-1", "title": "Second", "body": "b", "isLocked": false}]
      """
    try prepare(json: Self.legacyState(passcode: "4821", notes: notes))
    let run = hoist(["run", "-"], script: "tab notes")
    #expect(run.status == 0)
    let lines = run.errors.split(separator: "\n").map(String.init)
    try #require(lines.count == 3)
    // The state as loaded is copied aside first, its passcode protected (never the plain one).
    #expect(lines[0].hasPrefix("hoist: restore: the saved state was copied to "))
    #expect(
      Array(lines.dropFirst())
        == [
          "hoist: restore: the notes passcode is now stored as a salted hash "
            + "(PBKDF2-HMAC-SHA256) and 0 locked notes are encrypted (AES-256-GCM)",
          "hoist: restore: two notes had the ID note-1; the later one is now note-4",
        ])
    let copy = try #require(
      try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .first { $0.hasPrefix("state.json.before-restore-") })
    let kept = try String(
      contentsOf: directory.appendingPathComponent(copy), encoding: .utf8)
    #expect(kept.components(separatedBy: "\"note-1\"").count == 3)
    #expect(!kept.contains("4821"))
    #expect(run.output.contains("  1. First\n  2. Second\n"))
  }
}
