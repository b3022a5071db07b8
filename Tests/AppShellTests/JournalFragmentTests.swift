import AppShell
import Foundation
import MangaCatalog
import NavigationPersistence
import TestSupport
import Testing
import UserData

/// `LastJournalFragment` and `JournalEncoder.encode(_:reusing:)`: journal lines that reuse the
/// JSON of the notes and the settings are the lines encoded afresh, byte for byte.
@MainActor
struct JournalFragmentTests {
  private func fragments() -> [any JournalFragment] {
    [LastJournalFragment<[Note]>(), LastJournalFragment<AppSettings>()]
  }

  /// Snapshots as a session makes them: page turns (the progress changes), a new note, a
  /// setting changed, a page turn again, the note removed.
  private func snapshots() throws -> [AppSnapshot] {
    let app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    var result: [AppSnapshot] = []
    _ = try app.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    result.append(try app.snapshot())
    for command in [ShellCommand.tapLabel("Next page"), .tapLabel("Previous page")] {
      _ = try app.execute(command)
      result.append(try app.snapshot())
    }
    var changed = try app.snapshot()
    changed.userData.notes.append(
      Note(id: "note-9", title: "Quiet panels", body: "Two \"silent\" pages.\n", seriesID: "op"))
    result.append(changed)
    changed.userData.settings.readingDirection =
      changed.userData.settings.readingDirection == .rightToLeft ? .leftToRight : .rightToLeft
    result.append(changed)
    _ = try app.execute(.tapLabel("Next page"))
    var turned = try app.snapshot()
    turned.userData.settings = changed.userData.settings
    result.append(turned)
    result.append(try app.snapshot())
    return result
  }

  @Test func linesThatReuseTheNotesAndSettingsAreTheLinesEncodedAfresh() throws {
    let reused = fragments()
    let snapshots = try snapshots()
    #expect(Set(snapshots.map(\.userData.progress)).count == 2)
    #expect(Set(snapshots.map(\.userData.notes)).count == 2)
    #expect(Set(snapshots.map(\.userData.settings)).count == 2)
    for snapshot in snapshots {
      let line = try JournalEncoder.encode(snapshot, reusing: reused)
      #expect(line == (try JournalEncoder.encode(snapshot)))
      #expect(try JSONDecoder().decode(AppSnapshot.self, from: line) == snapshot)
    }
  }

  @Test func aFragmentWritesItsValueAgainOnlyWhileItIsEqual() throws {
    let fragment = LastJournalFragment<[Note]>()
    let notes = TestSecrets.sample.notes
    let writer = JournalEncoder.Writer()
    try fragment.write(notes, to: writer)
    let first = writer.bytes
    #expect(first == Array(try JournalEncoder.encode(notes)))
    try fragment.write(notes, to: writer)
    #expect(writer.bytes == first + first)
    let fewer = Array(notes.dropLast())
    let fresh = JournalEncoder.Writer()
    try fragment.write(fewer, to: fresh)
    #expect(fresh.bytes == Array(try JournalEncoder.encode(fewer)))
    #expect(fresh.bytes != first)
  }

  @Test func aValueOfAnotherTypeIsEncodedAndNotKept() throws {
    let fragment = LastJournalFragment<[Note]>()
    let writer = JournalEncoder.Writer()
    try fragment.write(["a", "b"], to: writer)
    #expect(String(decoding: writer.bytes, as: UTF8.self) == #"["a","b"]"#)
    let notes = JournalEncoder.Writer()
    try fragment.write(TestSecrets.sample.notes, to: notes)
    #expect(notes.bytes == Array(try JournalEncoder.encode(TestSecrets.sample.notes)))
  }
}
