import FieldNotesFeature
import NavigationCore
import SecretBox
import TestSupport
import Testing
import UserData

@MainActor
struct FieldNotesIntentTests {
  let clock = FakeClock()
  var feature: FieldNotesFeature { .testing(clock: clock) }

  /// The sample with note-3 unlocked the way the app does it: the key in memory.
  static var unlocked: UserDataState {
    var state = TestSecrets.sample
    state.apply(.notesPasscodeAccepted(key: TestSecrets.key))
    state.apply(.unlockNote("note-3"))
    return state
  }

  // MARK: - Navigation

  @Test func tappingANotePushesIt() {
    #expect(
      feature.handle(.noteTapped(noteID: "note-2"), in: .notes())
        == Outcome(commands: [.push(FieldNotesRoute.note(noteID: "note-2").erased)]))
  }

  @Test func theSeriesRowAsksToOpenTheNotesSeries() {
    let route = FieldNotesRoute.note(noteID: "note-1")
    #expect(
      feature.handle(.seriesTapped, in: .notes([route]))
        == Outcome(delegates: [.openSeries(seriesID: "op")]))
  }

  @Test func theSeriesRowOfAGoneNoteOnlyExplains() {
    let route = FieldNotesRoute.note(noteID: "note-9")
    #expect(
      feature.handle(.seriesTapped, in: .notes([route]))
        == Outcome(message: "Note note-9 no longer exists."))
  }

  @Test func newNotePresentsTheEditorAsASheet() {
    #expect(
      feature.handle(.newNoteTapped, in: .notes())
        == Outcome(commands: [.present(FieldNotesRoute.newNote.erased, style: .sheet)]))
  }

  @Test func editPresentsTheEditorForThatNoteAsASheet() {
    let route = FieldNotesRoute.note(noteID: "note-1")
    #expect(
      feature.handle(.editTapped, in: .notes([route]))
        == Outcome(
          commands: [.present(FieldNotesRoute.editNote(noteID: "note-1").erased, style: .sheet)]))
  }

  @Test func cancelDismissesTheEditor() {
    #expect(
      feature.handle(.cancelTapped, in: .notes(editor: .newNote)) == Outcome(commands: [.dismiss]))
  }

  // MARK: - Delete

  @Test func deleteAsksWithTheExactNoteID() throws {
    let route = FieldNotesRoute.note(noteID: "note-2")
    let outcome = feature.handle(.deleteTapped, in: .notes([route]))
    let alert = AlertRequest(
      title: "Delete “Scale of the walls”?", message: "The note is deleted for good.",
      confirmLabel: "Delete", cancelLabel: "Cancel", isDestructive: true,
      confirm: AnyIntent(feature: "fieldnotes", FieldNotesIntent.deleteConfirmed(noteID: "note-2")))
    #expect(outcome == Outcome(commands: [.showAlert(alert)]))
    guard case .showAlert(let shown)? = outcome.commands.first else {
      Issue.record("expected an alert, got \(outcome.commands)")
      return
    }
    #expect(shown.confirm.as(FieldNotesIntent.self) == .deleteConfirmed(noteID: "note-2"))
  }

  @Test func confirmingDeletesExactlyThatNoteAndGoesBack() {
    let route = FieldNotesRoute.note(noteID: "note-2")
    let outcome = feature.handle(.deleteConfirmed(noteID: "note-2"), in: .notes([route]))
    #expect(
      outcome
        == Outcome(
          commands: [.back], changes: [.deleteNote("note-2")],
          message: "Deleted “Scale of the walls”."))

    var state = UserDataState.sample
    for change in outcome.changes { state.apply(change) }
    #expect(state.notes.map(\.id) == ["note-1", "note-3"])
  }

  @Test func confirmingWhenTheNoteIsNotOnTopDoesNotGoBack() {
    #expect(
      feature.handle(
        .deleteConfirmed(noteID: "note-1"), in: .notes([.note(noteID: "note-2")]))
        == Outcome(
          changes: [.deleteNote("note-1")],
          message: "Deleted “Panel pacing in chapter 1085”."
        ))
  }

  @Test func confirmingForAGoneNoteChangesNothing() {
    let route = FieldNotesRoute.note(noteID: "note-9")
    #expect(
      feature.handle(.deleteConfirmed(noteID: "note-9"), in: .notes([route]))
        == Outcome(commands: [.back], message: "Note note-9 no longer exists."))
    #expect(
      feature.handle(.deleteTapped, in: .notes([.note(noteID: "note-9")]))
        == Outcome(message: "Note note-9 no longer exists."))
  }

  @Test func lockedNoteCanBeNeitherEditedNorDeleted() {
    let message = "“Private theories” is locked: type the notes passcode first."
    #expect(
      feature.handle(.deleteTapped, in: .notes([.note(noteID: "note-3")]))
        == Outcome(message: message))
    #expect(
      feature.handle(.editTapped, in: .notes([.note(noteID: "note-3")]))
        == Outcome(message: message))
    #expect(
      feature.handle(
        .editedNoteTyped(text: "Leak"), in: .notes(editor: .editNote(noteID: "note-3")))
        == Outcome(message: message))
  }

  // MARK: - Passcode

  @Test func rightPasscodeUnlocks() {
    let route = FieldNotesRoute.note(noteID: "note-3")
    let outcome = feature.handle(
      .passcodeTyped(passcode: "1234"), in: .notes([route]))
    #expect(
      outcome
        == Outcome(
          changes: [.notesPasscodeAccepted(key: TestSecrets.key), .unlockNote("note-3")],
          message: "Unlocked."))
  }

  @Test(arguments: ["4321", "", "12345", " 1234"])
  func wrongPasscodeOnlyCountsTheFailure(passcode: String) {
    let route = FieldNotesRoute.note(noteID: "note-3")
    #expect(
      feature.handle(.passcodeTyped(passcode: passcode), in: .notes([route]))
        == .rejected(
          "Wrong passcode: “Private theories” stays locked.",
          recording: [.notesPasscodeRejected(at: clock.now)]))
  }

  @Test func theFifthWrongPasscodeSaysHowLongToWaitAndThenNothingIsChecked() {
    var state = TestSecrets.sample
    for _ in 1...4 { state.apply(.notesPasscodeRejected(at: clock.now)) }
    #expect(
      FieldNotesFeature.testing(state, clock: clock).handle(
        .passcodeTyped(passcode: "0000"), in: .notes([.note(noteID: "note-3")]))
        == .rejected(
          "Wrong passcode: “Private theories” stays locked. "
            + "Too many wrong passcodes: try again in 30 s.",
          recording: [.notesPasscodeRejected(at: clock.now)]))
    state.apply(.notesPasscodeRejected(at: clock.now))
    let waiting = FieldNotesFeature.testing(state, clock: clock)
    #expect(
      waiting.handle(.passcodeTyped(passcode: "1234"), in: .notes([.note(noteID: "note-3")]))
        == .rejected("Too many wrong passcodes: try again in 30 s."))
    clock.advance(by: 30)
    #expect(
      waiting.handle(.passcodeTyped(passcode: "1234"), in: .notes([.note(noteID: "note-3")]))
        .changes
        == [.notesPasscodeAccepted(key: TestSecrets.key), .unlockNote("note-3")])
  }

  @Test func passcodeIsCheckedAgainstTheLockInSettings() throws {
    var state = Self.unlocked
    state.apply(.setNotesPasscode("99887766"))
    let feature = FieldNotesFeature.testing(state, clock: clock)
    #expect(
      feature.handle(.passcodeTyped(passcode: "1234"), in: .notes([.note(noteID: "note-3")]))
        == .rejected(
          "Wrong passcode: “Private theories” stays locked.",
          recording: [.notesPasscodeRejected(at: clock.now)]))
    let key = try #require(state.settings.notesLock).key(for: "99887766")
    #expect(
      feature.handle(.passcodeTyped(passcode: "99887766"), in: .notes([.note(noteID: "note-3")]))
        == Outcome(
          changes: [.notesPasscodeAccepted(key: key), .unlockNote("note-3")],
          message: "Unlocked."))
  }

  @Test func passcodeForAnUnlockedOrGoneNoteChangesNothing() {
    #expect(
      feature.handle(.passcodeTyped(passcode: "1234"), in: .notes([.note(noteID: "note-1")]))
        == Outcome(message: "“Panel pacing in chapter 1085” is not locked."))
    #expect(
      feature.handle(.passcodeTyped(passcode: "1234"), in: .notes([.note(noteID: "note-9")]))
        == Outcome(message: "Note note-9 no longer exists."))
  }

  // MARK: - Editor

  @Test func savingANewNoteUsesTheNextIDAndDismisses() {
    let outcome = feature.handle(
      .newNoteTyped(text: "Color pages — The volume 105 spread is a double page."),
      in: .notes(editor: .newNote))
    let note = Note(
      id: "note-4", title: "Color pages", body: "The volume 105 spread is a double page.")
    #expect(
      outcome
        == Outcome(
          commands: [.dismiss], changes: [.saveNote(note)], message: "Saved “Color pages”."))
  }

  @Test func typedEscapesAndHyphenSeparatorsSplitTitleAndBody() {
    let outcome = feature.handle(
      .newNoteTyped(text: #"Color pages - Spread\nSecond line"#), in: .notes(editor: .newNote))
    let note = Note(id: "note-4", title: "Color pages - Spread", body: "Second line")
    #expect(
      outcome
        == Outcome(
          commands: [.dismiss], changes: [.saveNote(note)],
          message: "Saved “Color pages - Spread”."))
  }

  @Test func newNoteIDFollowsTheHighestExistingID() {
    var state = UserDataState.sample
    state.apply(.saveNote(Note(id: "note-12", title: "Twelve", body: "")))
    state.apply(.deleteNote("note-1"))
    let outcome = FieldNotesFeature.testing(state).handle(
      .newNoteTyped(text: "Title only"), in: .notes(editor: .newNote))
    #expect(
      outcome.changes == [.saveNote(Note(id: "note-13", title: "Title only", body: ""))])
  }

  @Test func savingAnEditReplacesThatNoteKeepingSeriesAndLockAndSealsItAgain() throws {
    var state = Self.unlocked
    let route = FieldNotesRoute.editNote(noteID: "note-3")
    let outcome = FieldNotesFeature.testing(state).handle(
      .editedNoteTyped(text: "Theories\nThe binding vow explains it."),
      in: .notes(editor: route))
    let edited = Note(
      id: "note-3", title: "Theories", body: "The binding vow explains it.", seriesID: "jjk",
      isLocked: true)
    #expect(
      outcome
        == Outcome(
          commands: [.dismiss], changes: [.saveNote(edited)], message: "Saved “Theories”."))

    for change in outcome.changes { state.apply(change) }
    #expect(state.notes.map(\.id) == ["note-1", "note-2", "note-3"])
    let saved = try #require(state.note("note-3"))
    #expect(saved.title == "Theories")
    #expect(saved.body == "")
    #expect(try saved.sealedBody?.openText(using: TestSecrets.key) == edited.body)
    #expect(state.readableBody(of: saved) == "The binding vow explains it.")
  }

  @Test(arguments: ["", "   ", "\n"])
  func emptyTextSavesNothing(text: String) {
    #expect(
      feature.handle(.newNoteTyped(text: text), in: .notes(editor: .newNote))
        == .rejected(
          "The note is empty: type a title, optionally followed by “ — ” and the body."))
  }

  @Test func textWithoutATitleSavesNothing() {
    #expect(
      feature.handle(
        .editedNoteTyped(text: " — only a body"),
        in: .notes(editor: .editNote(noteID: "note-1")))
        == .rejected(
          "“ — only a body” has no title: put the title before “ — ” or on the first line."))
  }

  @Test func editingAGoneNoteSavesNothing() {
    #expect(
      feature.handle(
        .editedNoteTyped(text: "Back"),
        in: .notes(editor: .editNote(noteID: "note-9")))
        == Outcome(message: "Note note-9 no longer exists."))
  }

  @Test func anIntentOfANoteFromElsewhereIsRefusedNamingWhereItCameFrom() {
    let message = "This field notes action belongs to a note's screen or its editor; it came from "
    #expect(
      feature.handle(.editTapped, in: .notes([.list]))
        == .rejected(message + "fieldnotes.list."))
    #expect(
      feature.handle(.seriesTapped, in: .notes())
        == .rejected(message + "the notes tab's root."))
    #expect(
      feature.handle(.editedNoteTyped(text: "Title"), in: .notes(editor: .newNote))
        == .rejected(message + "fieldnotes.newNote."))
  }
}
