import ChildProcess
import MangaCatalog
import Observation
import TestSupport
import Testing
import UserData

@MainActor
struct UserDataStoreTests {
  @Test func startsWithTheGivenState() {
    #expect(UserDataStore(.sample).state == .sample)
  }

  @Test func appliesChangesInOrder() {
    let store = UserDataStore(UserDataState())
    store.apply([
      .saveNote(Note(id: "note-1", title: "First", body: "")),
      .saveNote(Note(id: "note-1", title: "Second", body: "")),
      .recordProgress(ReadingProgress(seriesID: "op", chapter: 1, page: 2)),
      .deleteNote("note-9"),
    ])
    #expect(
      store.state
        == UserDataState(
          progress: ["op": ReadingProgress(seriesID: "op", chapter: 1, page: 2)],
          notes: [Note(id: "note-1", title: "Second", body: "")], lastNoteNumber: 1))
  }

  @Test func replaceSwapsTheWholeState() {
    let store = UserDataStore(.sample)
    let restored = UserDataState(settings: AppSettings(appearance: .light))
    store.replace(with: restored)
    #expect(store.state == restored)
  }

  @Test func anApplyNotifiesWhatObservesTheState() {
    let store = UserDataStore(UserDataState())
    let notified = Locked(0)
    withObservationTracking {
      _ = store.state
    } onChange: {
      notified.withLock { $0 += 1 }
    }
    store.apply([.saveNote(Note(id: "note-1", title: "First", body: ""))])
    store.apply([.saveNote(Note(id: "note-2", title: "Second", body: ""))])
    #expect(notified.withLock { $0 } == 1)
    #expect(store.state.notes.map(\.id) == ["note-2", "note-1"])
  }
}
