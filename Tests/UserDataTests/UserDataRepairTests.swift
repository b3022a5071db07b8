import Foundation
import MangaCatalog
import Testing
import UserData

struct UserDataRepairTests {
  @Test func aValidStateNeedsNoRepair() {
    var state = UserDataState.sample
    #expect(state.repairRestoredValues() == [])
    #expect(state == .sample)
  }

  @Test func aDuplicateNoteIDIsGivenANewIDAndNothingIsDropped() {
    var state = UserDataState(
      notes: [
        Note(id: "note-2", title: "First", body: "a"),
        Note(id: "note-2", title: "Second", body: "b"),
        Note(id: "draft", title: "Third", body: "c"),
        Note(id: "draft", title: "Fourth", body: "d"),
      ], lastNoteNumber: 2)
    #expect(
      state.repairRestoredValues() == [
        "two notes had the ID note-2; the later one is now note-3",
        "two notes had the ID draft; the later one is now note-4",
      ])
    #expect(state.notes.map(\.id) == ["note-2", "note-3", "draft", "note-4"])
    #expect(state.notes.map(\.title) == ["First", "Second", "Third", "Fourth"])
  }

  @Test func negativeCountersBecomeZero() {
    var state = UserDataState(
      lastNoteNumber: -4, passcodeThrottle: PasscodeThrottle(failures: -3))
    #expect(
      state.repairRestoredValues() == [
        "the note counter was -4; it is now 0",
        "the count of wrong passcodes was -3; it is now 0",
      ])
    #expect(state.lastNoteNumber == 0)
    #expect(state.passcodeThrottle.failures == 0)
  }

  @Test func progressBelowChapterOrPageOneIsForgotten() {
    var state = UserDataState(progress: [
      "op": ReadingProgress(seriesID: "op", chapter: -1, page: 3),
      "aot": ReadingProgress(seriesID: "aot", chapter: 2, page: 0),
      "jjk": ReadingProgress(seriesID: "jjk", chapter: 1, page: 1),
    ])
    #expect(
      state.repairRestoredValues() == [
        "reading progress of aot named chapter 2, page 0; it is forgotten",
        "reading progress of op named chapter -1, page 3; it is forgotten",
      ])
    #expect(state.progress == ["jjk": ReadingProgress(seriesID: "jjk", chapter: 1, page: 1)])
  }
}
