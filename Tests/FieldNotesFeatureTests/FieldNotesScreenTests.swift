import FieldNotesFeature
import Foundation
import NavigationCore
import SecretBox
import TestSupport
import Testing
import UserData

@MainActor
struct FieldNotesScreenTests {
  @Test func listShowsTitlesAndMarksLockedNotes() {
    let screen = FieldNotesFeature.testing().screen(for: .list, in: .notes())
    #expect(
      screen
        == Screen(
          title: "Field notes",
          rows: [
            ScreenRow(
              "Panel pacing in chapter 1085",
              intent: FieldNotesFeature.intent(.noteTapped(noteID: "note-1"))),
            ScreenRow(
              "Scale of the walls", intent: FieldNotesFeature.intent(.noteTapped(noteID: "note-2"))),
            ScreenRow(
              "Private theories", detail: "Locked",
              intent: FieldNotesFeature.intent(.noteTapped(noteID: "note-3"))),
          ],
          actions: [ScreenAction("New note", intent: FieldNotesFeature.intent(.newNoteTapped))]))
  }

  @Test func listDropsLockedDetailOnceUnlocked() {
    var state = UserDataState.sample
    state.apply(.unlockNote("note-3"))
    let screen = FieldNotesFeature.testing(state).screen(for: .list, in: .notes())
    #expect(screen.rows.map(\.detail) == [nil, nil, nil])
  }

  @Test func emptyListSaysHowToStart() {
    let screen = FieldNotesFeature.testing(UserDataState()).screen(for: .list, in: .notes())
    #expect(
      screen
        == Screen(
          title: "Field notes", body: "No notes yet. Tap “New note” to write one.",
          actions: [ScreenAction("New note", intent: FieldNotesFeature.intent(.newNoteTapped))]))
  }

  @Test func noteShowsContentWithEditAndDelete() {
    let route = FieldNotesRoute.note(noteID: "note-1")
    let screen = FieldNotesFeature.testing().screen(for: route, in: .notes([route]))
    #expect(
      screen
        == Screen(
          title: "Panel pacing in chapter 1085",
          body: "Three silent pages before the reveal; the page turns do the talking.",
          rows: [
            ScreenRow(
              "Series", detail: "One Piece", intent: FieldNotesFeature.intent(.seriesTapped))
          ],
          actions: [
            ScreenAction("Edit", intent: FieldNotesFeature.intent(.editTapped)),
            ScreenAction(
              "Delete", intent: FieldNotesFeature.intent(.deleteTapped)),
          ]))
  }

  @Test func goneNoteIsMissingAndNamesTheID() {
    let route = FieldNotesRoute.note(noteID: "note-9")
    let screen = FieldNotesFeature.testing().screen(for: route, in: .notes([route]))
    #expect(
      screen == Screen(title: "Note", state: .missing, body: "Note note-9 no longer exists."))
  }

  @Test func deletedNoteBecomesMissing() {
    var state = UserDataState.sample
    state.apply(.deleteNote("note-2"))
    let route = FieldNotesRoute.note(noteID: "note-2")
    let screen = FieldNotesFeature.testing(state).screen(for: route, in: .notes([route]))
    #expect(screen.state == .missing)
    #expect(screen.body == "Note note-2 no longer exists.")
  }

  @Test func lockedNoteHidesItsBodyAndAsksForThePasscode() throws {
    let route = FieldNotesRoute.note(noteID: "note-3")
    let screen = FieldNotesFeature.testing().screen(for: route, in: .notes([route]))
    #expect(screen.title == "Private theories")
    #expect(screen.state == .locked)
    #expect(screen.body == "This note is locked. Type the notes passcode to read it.")
    #expect(screen.rows.isEmpty)
    #expect(screen.actions.isEmpty)
    let input = try #require(screen.textInput)
    #expect(input.label == "Passcode")
    #expect(input.text == "")
    #expect(
      input.intent(for: "1234")
        == FieldNotesFeature.intent(.passcodeTyped(passcode: "1234")))
    #expect(input.isSecure)
  }

  @Test func theEditorOfAnUnlockedLockedNoteHoldsItsDecryptedText() {
    var state = TestSecrets.sample
    state.apply(.notesPasscodeAccepted(key: TestSecrets.key))
    state.apply(.unlockNote("note-3"))
    let route = FieldNotesRoute.editNote(noteID: "note-3")
    let screen = FieldNotesFeature.testing(state).screen(for: route, in: .notes(editor: route))
    #expect(
      screen.textInput?.text
        == "Private theories\nWho is really pulling the strings in the Culling Game.")
  }

  @Test func anUnlockedNoteWhoseSealedTextDoesNotOpenSaysSo() {
    var state = TestSecrets.sample
    state.apply(
      .notesPasscodeAccepted(key: try! SymmetricKey(bytes: Data(repeating: 7, count: 32))))
    state.apply(.unlockNote("note-3"))
    let route = FieldNotesRoute.note(noteID: "note-3")
    let screen = FieldNotesFeature.testing(state).screen(for: route, in: .notes([route]))
    #expect(
      screen.body
        == "This note's text cannot be decrypted: state.json was changed outside hoist. "
        + "The sealed text is kept as it is.")
  }

  @Test func unlockedNoteShowsItsDecryptedContent() {
    var state = TestSecrets.sample
    state.apply(.notesPasscodeAccepted(key: TestSecrets.key))
    state.apply(.unlockNote("note-3"))
    let route = FieldNotesRoute.note(noteID: "note-3")
    let screen = FieldNotesFeature.testing(state).screen(for: route, in: .notes([route]))
    #expect(screen.state == .content)
    #expect(screen.body == "Who is really pulling the strings in the Culling Game.")
    #expect(screen.actions.map(\.label) == ["Edit", "Delete"])
    #expect(screen.textInput == nil)
  }

  @Test func newNoteEditorIsEmptyWithCancel() throws {
    let screen = FieldNotesFeature.testing().screen(
      for: .newNote, in: .notes(editor: .newNote))
    #expect(screen.title == "New note")
    #expect(screen.state == .content)
    #expect(
      screen.body
        == "Type the note. The first line is the title and the rest the body; type \\n for a "
        + "line break. On one line, put “ — ”, “ -- ” or “ - ” (spaces around) between title "
        + "and body.")
    #expect(
      screen.actions == [ScreenAction("Cancel", intent: FieldNotesFeature.intent(.cancelTapped))])
    let input = try #require(screen.textInput)
    #expect(input.label == "Note")
    #expect(input.text == "")
    #expect(input.intent(for: "Hi") == FieldNotesFeature.intent(.newNoteTyped(text: "Hi")))
  }

  @Test func editEditorIsFilledWithTheNote() throws {
    let route = FieldNotesRoute.editNote(noteID: "note-2")
    let screen = FieldNotesFeature.testing().screen(for: route, in: .notes(editor: route))
    #expect(screen.title == "Edit note")
    #expect(screen.state == .content)
    #expect(screen.actions.map(\.label) == ["Cancel"])
    let input = try #require(screen.textInput)
    #expect(input.label == "Note")
    #expect(
      input.text
        == "Scale of the walls\nWide shots first, close-ups later: the early chapters teach how big a Titan is."
    )
    #expect(
      input.intent(for: "New")
        == FieldNotesFeature.intent(.editedNoteTyped(text: "New")))
  }

  @Test func editorForAGoneNoteIsMissing() {
    let route = FieldNotesRoute.editNote(noteID: "note-9")
    let screen = FieldNotesFeature.testing().screen(for: route, in: .notes(editor: route))
    #expect(
      screen
        == Screen(
          title: "Note", state: .missing, body: "Note note-9 no longer exists.",
          actions: [ScreenAction("Cancel", intent: FieldNotesFeature.intent(.cancelTapped))]))
  }

  @Test func editorForALockedNoteIsLocked() {
    let route = FieldNotesRoute.editNote(noteID: "note-3")
    let screen = FieldNotesFeature.testing().screen(for: route, in: .notes(editor: route))
    #expect(
      screen
        == Screen(
          title: "Edit note", state: .locked,
          body: "“Private theories” is locked. Unlock it before editing.",
          actions: [ScreenAction("Cancel", intent: FieldNotesFeature.intent(.cancelTapped))]))
  }

  @Test func registration() {
    let feature = FieldNotesFeature.testing()
    #expect(FieldNotesFeature.name == "fieldnotes")
    #expect(FieldNotesFeature.name == FieldNotesRoute.feature)
    #expect(feature.tab == "notes")
    #expect(feature.tabRoot == .list)
  }
}
