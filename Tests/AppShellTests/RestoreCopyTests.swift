import AppShell
import AppShellTestSupport
import Foundation
import NavigationCore
import NavigationPersistence
import Testing
import UserData

/// Whatever restoration or repair changes, the saved bytes as loaded are copied aside first,
/// and a run that changes nothing writes no state: each on a data directory the test makes.
@MainActor
struct RestoreCopyTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("hoist-restore-copy-\(UUID().uuidString)", isDirectory: true)

  private func hoist(_ arguments: [String] = [], script: String) -> HoistRun {
    HoistRun.run(["--data-dir", directory.path] + arguments, script: script)
  }

  /// Saves a state with one run, edits it and writes it back; returns the bytes written.
  private func prepare(_ script: String, edit: (inout AppSnapshot) -> Void) throws -> Data {
    #expect(hoist(script: script).status == 0)
    let file = SnapshotFile(directory: directory)
    guard case .snapshot(var snapshot) = try file.load() else {
      Issue.record("nothing was saved")
      return Data()
    }
    edit(&snapshot)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    let data = try encoder.encode(snapshot)
    try data.write(to: file.url)
    return data
  }

  private func files(_ prefix: String) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
      .filter { $0.hasPrefix(prefix) }.map { directory.appendingPathComponent($0) }
  }

  private static func duplicateID(_ snapshot: inout AppSnapshot) {
    snapshot.userData.notes[1].id = snapshot.userData.notes[0].id
  }

  @Test func aRepairAloneKeepsTheBytesAsLoadedAndSaysSoFirst() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try prepare("tab notes\n", edit: Self.duplicateID)
    let run = hoist(script: "show\n")
    #expect(run.status == 0)
    let copies = try files("state.json.before-restore-")
    #expect(copies.count == 1)
    let copy = try #require(copies.first)
    #expect(try Data(contentsOf: copy) == original)
    let lines = run.errors.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "hoist: restore: the saved state was copied to \(copy.path) first",
        "hoist: restore: two notes had the ID note-1; the later one is now note-4",
      ])
    // The repair is saved; the copy still holds the duplicate.
    #expect(try Data(contentsOf: SnapshotFile(directory: directory).url) != original)
  }

  /// The repair that drops a plain copy of a locked note's text (or a plain passcode beside
  /// the lock) copied the file byte for byte first: the copy kept the secret.
  @Test(arguments: [false, true])
  func aCopyKeptForRecoveryHoldsNoPlainSecret(passcodeBesideLock: Bool) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try prepare("tab notes\n") { snapshot in
      let index = try! #require(
        snapshot.userData.notes.firstIndex { $0.isLocked && $0.sealedBody != nil })
      if passcodeBesideLock {
        Self.duplicateID(&snapshot)
      } else {
        snapshot.userData.notes[index].body = "PLAIN SECRET XYZZY"
      }
    }
    if passcodeBesideLock {
      let text = String(decoding: original, as: UTF8.self).replacingOccurrences(
        of: #""notesLock" : {"#, with: #""notesPasscode" : "48213957", "notesLock" : {"#)
      #expect(text.contains("48213957"))
      try Data(text.utf8).write(to: SnapshotFile(directory: directory).url)
    } else {
      #expect(String(decoding: original, as: UTF8.self).contains("XYZZY"))
    }
    let run = hoist(script: "show\n")
    #expect(run.status == 0)
    let copy = try #require(try files("state.json.before-restore-").first)
    #expect(try files("state.json.before-restore-").count == 1)
    let kept = try String(contentsOf: copy, encoding: .utf8)
    #expect(!kept.contains("XYZZY"))
    #expect(!kept.contains("48213957"))
    #expect(!kept.contains("notesPasscode"))
    #expect(
      run.errors.hasPrefix("hoist: restore: the saved state was copied to \(copy.path) first\n"))
  }

  @Test func theCopyHoldsValuesAsSavedNotAsRepaired() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try prepare("tab notes\ntap 1\n") { snapshot in
      snapshot.userData.lastNoteNumber = -1
      snapshot.userData.passcodeThrottle.failures = -4
      Self.duplicateID(&snapshot)
      snapshot.stacks["notes"]?.path.append(["key": .string("bogus.route")])
    }
    let run = hoist(["--json"], script: "show\n")
    #expect(run.status == 0)
    let copy = try #require(try files("state.json.before-restore-").first)
    #expect(try Data(contentsOf: copy) == original)
    let first = try #require(run.errors.split(separator: "\n").first)
    #expect(first.hasPrefix(#"{"restored":{"changes":[{"action":"dropped""#))
    #expect(first.hasSuffix(#""copy":"\#(copy.path)"}}"#))
    let saved = try String(contentsOf: copy, encoding: .utf8)
    #expect(saved.contains(#""lastNoteNumber" : -1"#))
    #expect(saved.contains(#""failures" : -4"#))
  }

  @Test func aStateLoadedFromTheJournalKeepsBothFilesByteForByte() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let checkpoint = try prepare("tab notes\n") { _ in }
    let file = SnapshotFile(directory: directory)
    guard case .snapshot(var snapshot) = try file.load() else {
      Issue.record("nothing was saved")
      return
    }
    Self.duplicateID(&snapshot)
    var journal = try JSONEncoder().encode(snapshot)
    journal.append(UInt8(ascii: "\n"))
    try journal.write(to: file.journalURL)
    let run = hoist(script: "show\n")
    #expect(run.status == 0)
    let stateCopy = try #require(try files("state.json.before-restore-").first)
    let journalCopy = try #require(try files("state.journal.before-restore-").first)
    #expect(try Data(contentsOf: stateCopy) == checkpoint)
    #expect(try Data(contentsOf: journalCopy) == journal)
    #expect(
      run.errors.split(separator: "\n").first.map(String.init)
        == "hoist: restore: the saved state was copied to \(stateCopy.path) and "
        + "\(journalCopy.path) first")
  }

  @Test func aStateThatHoldsAsItIsIsNotCopied() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    _ = try prepare("tab notes\ntap 1\n") { _ in }
    let run = hoist(script: "show\n")
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(try files("state.json.before-restore-").isEmpty)
  }

  @Test func aCorruptFileIsSetAsideAndNothingIsWrittenUntilSomethingChanges() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = SnapshotFile(directory: directory)
    try Data(#"{"version": 1.5}"#.utf8).write(to: file.url)
    let looked = hoist(script: "show\n")
    #expect(looked.status == 0)
    #expect(try files("state.json.corrupt-").count == 1)
    #expect(!FileManager.default.fileExists(atPath: file.url.path))
    #expect(try files("state.journal").isEmpty)
    // The first change is saved.
    #expect(hoist(script: "tab notes\n").status == 0)
    #expect(FileManager.default.fileExists(atPath: file.url.path))
  }
}
