import Foundation
import MangaCatalog
import Testing
import UserData

struct UserDataStateApplyTests {
  let pacing = Note(id: "note-1", title: "Pacing", body: "Slow", seriesID: "op")
  let walls = Note(id: "note-2", title: "Walls", body: "Big", seriesID: "aot")
  let secret = Note(id: "note-3", title: "Secret", body: "Hidden", isLocked: true)

  var state: UserDataState {
    UserDataState(
      progress: ["op": ReadingProgress(seriesID: "op", chapter: 1085, page: 3)],
      lists: ["op": .reading], notes: [pacing, walls, secret])
  }

  @Test func recordProgressAddsAndReplacesOneSeries() {
    var state = state
    state.apply(.recordProgress(ReadingProgress(seriesID: "aot", chapter: 2, page: 5)))
    state.apply(.recordProgress(ReadingProgress(seriesID: "op", chapter: 1086, page: 1)))
    #expect(
      state.progress == [
        "op": ReadingProgress(seriesID: "op", chapter: 1086, page: 1),
        "aot": ReadingProgress(seriesID: "aot", chapter: 2, page: 5),
      ])
  }

  @Test func resetAllProgressForgetsOnlyProgress() {
    var state = state
    state.apply(.resetAllProgress)
    #expect(state.progress == [:])
    #expect(state.lists == ["op": .reading])
    #expect(state.notes == [pacing, walls, secret])
  }

  @Test func setListPutsOnAndTakesOff() {
    var state = state
    state.apply(.setList(seriesID: "jjk", list: .planToRead))
    state.apply(.setList(seriesID: "op", list: .completed))
    #expect(state.lists == ["op": .completed, "jjk": .planToRead])
    state.apply(.setList(seriesID: "op", list: nil))
    #expect(state.lists == ["jjk": .planToRead])
  }

  @Test func saveNoteInsertsNewNotesAtTheTop() {
    var state = state
    let new = Note(id: "note-4", title: "New", body: "")
    state.apply(.saveNote(new))
    #expect(state.notes == [new, pacing, walls, secret])
  }

  @Test func saveNoteReplacesInPlace() {
    var state = state
    var edited = walls
    edited.title = "Walls, revisited"
    state.apply(.saveNote(edited))
    #expect(state.notes == [pacing, edited, secret])
  }

  @Test func deleteNoteRemovesItAndItsUnlock() {
    var state = state
    state.apply(.unlockNote("note-3"))
    state.apply(.deleteNote("note-3"))
    #expect(state.notes == [pacing, walls])
    #expect(state.unlockedNoteIDs == [])
    #expect(state.note("note-3") == nil)
  }

  @Test func deleteOfAGoneNoteIsANoOp() {
    var state = state
    state.apply(.deleteNote("note-9"))
    #expect(state == self.state)
  }

  @Test func unlockNoteUnlocksForTheSession() {
    var state = state
    #expect(state.isLocked(secret))
    state.apply(.unlockNote("note-3"))
    #expect(state.unlockedNoteIDs == ["note-3"])
    #expect(!state.isLocked(secret))
    #expect(!state.isLocked(pacing))
  }

  @Test func setReadingDirectionAndAppearance() {
    var state = state
    state.apply(.setReadingDirection(.vertical))
    state.apply(.setAppearance(.dark))
    #expect(
      state.settings
        == AppSettings(readingDirection: .vertical, appearance: .dark, notesPasscode: "1234"))
  }

  @Test func setNotesPasscodeLocksEveryNoteAgain() {
    var state = state
    state.apply(.unlockNote("note-3"))
    state.apply(.setNotesPasscode("5678"))
    #expect(state.settings.notesPasscode == "5678")
    #expect(state.unlockedNoteIDs == [])
    #expect(state.isLocked(secret))
  }

  @Test func allowPasscodeChangeLastsUntilThePasscodeChanges() {
    var state = state
    #expect(state.passcodeChangeAllowed == false)
    state.apply(.allowPasscodeChange)
    #expect(state.passcodeChangeAllowed == true)
    state.apply(.setNotesPasscode("5678"))
    #expect(state.passcodeChangeAllowed == false)
  }

  @Test func passcodeChangeAllowanceIsNeverSaved() throws {
    var state = state
    state.apply(.allowPasscodeChange)
    let json = try JSONEncoder().encode(state)
    #expect(String(decoding: json, as: UTF8.self).contains("passcodeChangeAllowed") == false)
    let decoded = try JSONDecoder().decode(UserDataState.self, from: json)
    #expect(decoded.passcodeChangeAllowed == false)
    #expect(decoded.settings == state.settings)
  }
}
