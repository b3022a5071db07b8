import MangaCatalog
import Testing
import UserData

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

  @Test func concurrentAppliesAreAllKept() async {
    let store = UserDataStore(UserDataState())
    await withTaskGroup(of: Void.self) { group in
      for number in 1...50 {
        group.addTask {
          store.apply([.saveNote(Note(id: "note-\(number)", title: "\(number)", body: ""))])
        }
      }
    }
    #expect(Set(store.state.notes.map(\.id)) == Set((1...50).map { "note-\($0)" }))
  }
}
