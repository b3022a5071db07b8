import Foundation
import MangaCatalog
import SecretBox
import Testing
import UserData

struct UserDataStateApplyTests {
  static let cost = try! KeyDerivationCost(iterations: 1_000)
  static let lock = try! NotesLock(passcode: "1234", cost: cost)
  static let key = try! lock.key(for: "1234")
  let pacing = Note(id: "note-1", title: "Pacing", body: "Slow", seriesID: "op")
  let walls = Note(id: "note-2", title: "Walls", body: "Big", seriesID: "aot")
  let secret = Note(id: "note-3", title: "Secret", body: "Hidden", isLocked: true)

  var state: UserDataState {
    UserDataState(
      progress: ["op": ReadingProgress(seriesID: "op", chapter: 1085, page: 3)],
      lists: ["op": .reading], notes: [pacing, walls, secret],
      settings: AppSettings(notesLock: Self.lock))
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
        == AppSettings(readingDirection: .vertical, appearance: .dark, notesLock: Self.lock))
  }

  @Test func setNotesPasscodeLocksEveryNoteAgainAndReencrypts() throws {
    var state = state
    state.apply(.notesPasscodeAccepted(key: Self.key))
    state.apply(.unlockNote("note-3"))
    let oldBox = try #require(state.note("note-3")?.sealedBody)
    state.apply(.setNotesPasscode("5678"))
    let lock = try #require(state.settings.notesLock)
    #expect(lock.accepts("5678"))
    #expect(!lock.accepts("1234"))
    #expect(lock.keyCost == Self.cost)
    #expect(state.unlockedNoteIDs == [])
    #expect(state.notesKey == nil)
    #expect(state.isLocked(secret))
    let newBox = try #require(state.note("note-3")?.sealedBody)
    #expect(try newBox.openText(using: lock.key(for: "5678")) == "Hidden")
    #expect(throws: SecretBoxError.authenticationFailed) { try newBox.open(using: Self.key) }
    #expect(try oldBox.openText(using: Self.key) == "Hidden")
  }

  @Test func setNotesPasscodeWithoutTheOldKeyChangesNothing() {
    var state = state
    state.apply(.setNotesPasscode("5678"))
    #expect(state == self.state)
  }

  @Test func allowPasscodeChangeLastsUntilThePasscodeChanges() {
    var state = state
    state.apply(.notesPasscodeAccepted(key: Self.key))
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
