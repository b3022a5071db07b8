import Foundation
import SecretBox
import Testing
import UserData

struct UserDataSampleTests {
  @Test func freshStartHasThreeNotesWithFixedIDs() {
    let sample = UserDataState.sample
    #expect(sample.notes.map(\.id) == ["note-1", "note-2", "note-3"])
    #expect(
      sample.notes.map(\.title) == [
        "Panel pacing in chapter 1085", "Scale of the walls", "Private theories",
      ])
    #expect(sample.notes.map(\.seriesID) == ["op", "aot", "jjk"])
    #expect(sample.notes.map(\.isLocked) == [false, false, true])
    #expect(sample.notes == UserDataState.sampleNotes)
  }

  @Test func freshStartHasDefaultsAndNothingElse() {
    let sample = UserDataState.sample
    #expect(
      sample.settings
        == AppSettings(readingDirection: .rightToLeft, appearance: .system, notesLock: .sample))
    #expect(sample.progress.isEmpty)
    #expect(sample.lists.isEmpty)
    #expect(sample.unlockedNoteIDs.isEmpty)
    #expect(sample.isLocked(sample.notes[2]))
  }

  /// The one test that pays the shipped cost (two PBKDF2 derivations of 600,000 iterations).
  @Test func theSampleLockTakes1234AndItsKeyOpensNote3() throws {
    let lock = NotesLock.sample
    #expect(lock.verifier.iterations == .standard)
    #expect(lock.keyCost == .standard)
    #expect(lock.accepts("1234"))
    let box = try #require(UserDataState.sample.note("note-3")?.sealedBody)
    #expect(try box.openText(using: lock.key(for: "1234")) == UserDataState.samplePrivateBody)
    #expect(UserDataState.sample.note("note-3")?.body == "")
  }

  @Test func aSampleAtAnotherCostHasItsOwnSaltsAndTheSameTexts() throws {
    let cost = try KeyDerivationCost(iterations: 1_000)
    let sample = try UserDataState.sample(cost: cost)
    let lock = try #require(sample.settings.notesLock)
    #expect(lock.verifier.salt != NotesLock.sample.verifier.salt)
    #expect(lock.accepts("1234"))
    var unlocked = sample
    unlocked.apply(.notesPasscodeAccepted(key: try lock.key(for: "1234")))
    #expect(unlocked.readableBody(of: sample.notes[2]) == UserDataState.samplePrivateBody)
    #expect(sample.notes.map(\.title) == UserDataState.sampleNotes.map(\.title))
  }

  @Test func sampleSurvivesJSON() throws {
    let data = try JSONEncoder().encode(UserDataState.sample)
    #expect(try JSONDecoder().decode(UserDataState.self, from: data) == .sample)
  }

  @Test(arguments: [
    ([String](), "note-1"),
    (["note-1", "note-2", "note-3"], "note-4"),
    (["note-3", "note-10", "note-2"], "note-11"),
    (["draft", "note-x", "note-", "note-2b", "note-٣"], "note-1"),
    (["note-007"], "note-8"),
    (["note-9223372036854775807", "note-5"], "note-6"),
  ])
  func nextNoteIDFollowsTheHighestNumber(ids: [String], next: String) {
    let state = UserDataState(notes: ids.map { Note(id: $0, title: $0, body: "") })
    #expect(state.nextNoteID() == next)
  }

  @Test func deletedNoteIDIsNeverReused() {
    var state = UserDataState(notes: [])
    state.apply(.saveNote(Note(id: "note-1", title: "One", body: "")))
    state.apply(.saveNote(Note(id: "note-2", title: "Two", body: "")))
    state.apply(.deleteNote("note-2"))
    #expect(state.lastNoteNumber == 2)
    #expect(state.nextNoteID() == "note-3")
  }

  @Test func nextNoteIDNearIntMaxNeverTrapsNorRepeatsACurrentID() {
    let max = "note-9223372036854775807"
    let almost = "note-9223372036854775806"
    var state = UserDataState()
    state.apply(.saveNote(Note(id: almost, title: "Almost", body: "")))
    #expect(state.nextNoteID() == max)
    state.apply(.saveNote(Note(id: max, title: "Max", body: "")))
    #expect(state.lastNoteNumber == Int.max - 1)
    #expect(state.nextNoteID() == "note-1")
    state.apply(.saveNote(Note(id: "note-1", title: "One", body: "")))
    #expect(state.nextNoteID() == "note-2")
  }

  @Test(arguments: [Int.max, Int.max - 1, Int.min])
  func nextNoteIDWithAnExtremeLastNumberNeverTraps(lastNoteNumber: Int) {
    let notes = [
      Note(id: "note-1", title: "One", body: ""),
      Note(id: "note-9223372036854775807", title: "Max", body: ""),
    ]
    let state = UserDataState(notes: notes, lastNoteNumber: lastNoteNumber)
    #expect(state.nextNoteID() == "note-2")
  }
}
