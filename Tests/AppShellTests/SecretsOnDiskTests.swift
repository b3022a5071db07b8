import AppShell
import Foundation
import NavigationCore
import NavigationPersistence
import TestSupport
import Testing
import UserData

/// Secrets at rest as another user of the disk sees them: the built `hoist` is killed after
/// each save of a session that unlocks, edits and re-locks a note under a changed passcode,
/// and no file it left (checkpoint, journal lines, temporary file) holds a passcode or the
/// locked note's text.
struct SecretsOnDiskTests {
  private let data = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-secrets-disk-\(UUID().uuidString)", isDirectory: true)

  /// The session: every passcode step and two edits of the locked note's body.
  static let session = """
    open fieldnotes://note/note-3
    type 1234
    tap Edit
    type Private theories — first secret body XYZZY
    tab settings
    tap Notes passcode
    type 1234
    type 48213957
    open fieldnotes://note/note-3
    type 48213957
    tap Edit
    type Private theories — second secret body PLUGH
    """

  /// What no saved byte may hold: the 8-digit passcode and each body the note had (the
  /// 4-digit `1234` is left out: four characters can appear in base64 by chance).
  static let secrets = ["48213957", "XYZZY", "PLUGH", "pulling the strings"]

  /// Writes the sample state (locked at the tests' low cost) as a fresh data directory,
  /// 0700 with its file 0600.
  private func prepare() throws {
    try? FileManager.default.removeItem(at: data)
    try FileManager.default.createDirectory(
      at: data, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    let file = SnapshotFile(directory: data)
    let snapshot = AppSnapshot(
      version: AppSnapshot.currentVersion, selectedTab: "library", stacks: [:],
      userData: TestSecrets.sample)
    _ = FileManager.default.createFile(
      atPath: file.url.path, contents: try file.encode(snapshot),
      attributes: [.posixPermissions: 0o600])
  }

  /// Every file in the data directory with its mode and text.
  private func files() throws -> [(name: String, mode: Int, text: String)] {
    try FileManager.default.contentsOfDirectory(atPath: data.path).sorted().map { name in
      let path = data.appendingPathComponent(name).path
      let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
      return (
        name, (mode as? Int) ?? -1,
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
      )
    }
  }

  @Test func noFileLeftByAKillAfterAnySaveHoldsAPasscodeOrALockedBody() throws {
    defer { try? FileManager.default.removeItem(at: data) }
    var kills = 0
    var journalLines = 0
    var finished = false
    // The n-th save is killed as soon as its journal line is written, until a run ends.
    for save in 1...40 {
      try prepare()
      let run = try HoistProcess.run(
        ["--data-dir", data.path, "run", "-"], input: Self.session,
        environment: [FaultInjection.variable: "appended:\(save)"])
      for file in try files() {
        for secret in Self.secrets {
          #expect(!file.text.contains(secret), "save \(save): \(file.name) holds \(secret)")
        }
        #expect(file.mode == 0o600, "save \(save): \(file.name) is \(String(file.mode, radix: 8))")
        if file.name == "state.journal" {
          journalLines = max(journalLines, file.text.split(separator: "\n").count)
        }
      }
      if !run.signaled {
        #expect(run.status == 0, "\(run.errors)")
        // The run shows what it saved sealed.
        #expect(run.output.contains("second secret body PLUGH"))
        finished = true
        break
      }
      kills += 1
    }
    #expect(finished)
    #expect(kills >= 4)
    #expect(journalLines >= 1)
  }

  /// A guess whose failure cannot be recorded (the file-size limit stops the journal line) is
  /// not answered: before, "Wrong passcode" showed and the count stayed 0, so every run could
  /// guess again with no wait.
  @Test(
    .disabled(
      if: Sanitizer.underThreadSanitizer,
      "ThreadSanitizer's runtime dies at the file-size limit itself"))
  func aGuessWhoseFailureCannotBeSavedIsNotAnswered() throws {
    defer { try? FileManager.default.removeItem(at: data) }
    try prepare()
    let opened = try HoistProcess.run(
      ["--data-dir", data.path, "open", "fieldnotes://note/note-3"])
    #expect(opened.status == 0, "\(opened.errors)")
    let state = data.appendingPathComponent("state.json")
    let before = try Data(contentsOf: state)
    let guess = try HoistProcess.run(
      ["--data-dir", data.path, "run", "-"], input: "type 1111\n", shellPrefix: "ulimit -f 1")
    #expect(guess.status == 1)
    #expect(!guess.signaled)
    #expect(!guess.output.contains("Wrong passcode"))
    #expect(!guess.errors.contains("Wrong passcode"))
    #expect(
      guess.errors.hasSuffix(
        "error: line 1: type ****: not answered: this attempt could not be saved, so it would not count\n"
      ))
    #expect(try Data(contentsOf: state) == before)
  }
}
