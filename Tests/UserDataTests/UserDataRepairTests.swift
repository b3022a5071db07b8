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

  @Test func aWrongPasscodeRecordedInTheFutureCountsFromNow() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    let yearAhead = now.addingTimeInterval(365 * 24 * 3600)
    var state = UserDataState.sample
    state.passcodeThrottle = PasscodeThrottle(failures: 5, lastFailure: yearAhead)
    // Before, every attempt for a year waited 30 s, the right passcode included.
    #expect(state.passcodeThrottle.secondsToWait(at: now.addingTimeInterval(30)) == 30)
    #expect(
      state.repairRestoredValues(now: now) == [
        "the last wrong passcode was recorded in the future (2028-01-15T08:00:00Z); it now counts from 2027-01-15T08:00:00Z"
      ])
    #expect(state.passcodeThrottle == PasscodeThrottle(failures: 5, lastFailure: now))
    #expect(state.passcodeThrottle.secondsToWait(at: now) == 30)
    #expect(state.passcodeThrottle.secondsToWait(at: now.addingTimeInterval(30)) == 0)
  }

  @Test func aWrongPasscodeRecordedNowOrEarlierIsKept() {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    var state = UserDataState.sample
    state.passcodeThrottle = PasscodeThrottle(failures: 5, lastFailure: now)
    #expect(state.repairRestoredValues(now: now) == [])
    #expect(state.passcodeThrottle == PasscodeThrottle(failures: 5, lastFailure: now))
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

  @Test func aHugeCountOfWrongPasscodesIsCappedAndOneMoreDoesNotOverflow() {
    var state = UserDataState(passcodeThrottle: PasscodeThrottle(failures: Int.max))
    let now = Date(timeIntervalSince1970: 1_000_000)
    // Before the repair, a wrong passcode on the restored count must not trap.
    #expect(state.checkNotesPasscode("00000000", at: now) == .wrong(wait: 3600))
    #expect(
      state.repairRestoredValues() == [
        "the count of wrong passcodes was 9223372036854775807; it is now 1000000"
      ])
    #expect(state.passcodeThrottle.failures == PasscodeThrottle.maxFailures)
    state.passcodeThrottle.recordFailure(at: now)
    #expect(state.passcodeThrottle.failures == PasscodeThrottle.maxFailures)
    #expect(PasscodeThrottle.failures(after: Int.max) == PasscodeThrottle.maxFailures)
    #expect(PasscodeThrottle.failures(after: 4) == 5)
  }

  @Test func aLockedNotesPlainTextBesideItsSealedTextIsDropped() throws {
    var state = UserDataState.sample
    let index = try #require(state.notes.firstIndex { $0.isLocked && $0.sealedBody != nil })
    let sealed = state.notes[index].sealedBody
    state.notes[index].body = "the secret in clear"
    #expect(
      state.repairRestoredValues() == [
        "the locked note \(state.notes[index].id) also held its text unencrypted; the plain copy is dropped (its encrypted text is kept)"
      ])
    #expect(state.notes[index].body == "")
    #expect(state.notes[index].sealedBody == sealed)
  }
}
