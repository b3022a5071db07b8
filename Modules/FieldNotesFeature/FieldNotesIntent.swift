import UserData

/// What the user did on a field notes screen.
///
/// An intent carries only what its screen's route does not: the note of a note's screen or of
/// its editor is read from `context.route`; a row of the list carries the note it names, and
/// the delete alert's confirm carries the note it asks about (an alert request holds what its
/// decision needs).
package enum FieldNotesIntent: Hashable, Sendable {
  /// Tapped a note in the list.
  case noteTapped(noteID: Note.ID)
  /// Tapped "New note" on the list.
  case newNoteTapped
  /// Typed a passcode on the locked note on screen.
  case passcodeTyped(passcode: String)
  /// Tapped the "Series" row of the note on screen (`context.route` names the note).
  case seriesTapped
  /// Tapped "Edit" on the note on screen.
  case editTapped
  /// Tapped "Delete" on the note on screen.
  case deleteTapped
  /// Confirmed the alert that asks before deleting exactly this note.
  case deleteConfirmed(noteID: Note.ID)
  /// Typed the text of a new note in the editor (see ``NoteText`` for the title rule).
  case newNoteTyped(text: String)
  /// Typed the new text of an existing note in its editor (the route on screen).
  case editedNoteTyped(text: String)
  /// Tapped "Cancel" in an editor.
  case cancelTapped
}
