import UserData

/// What the user did on a field notes screen.
package enum FieldNotesIntent: Hashable, Sendable {
  /// Tapped a note in the list.
  case noteTapped(noteID: Note.ID)
  /// Tapped "New note" on the list.
  case newNoteTapped
  /// Typed a passcode on a locked note.
  case passcodeTyped(noteID: Note.ID, passcode: String)
  /// Tapped the "Series" row of the note on screen (`context.route` names the note).
  case seriesTapped
  /// Tapped "Edit" on a note.
  case editTapped(noteID: Note.ID)
  /// Tapped "Delete" on a note.
  case deleteTapped(noteID: Note.ID)
  /// Confirmed the alert that asks before deleting exactly this note.
  case deleteConfirmed(noteID: Note.ID)
  /// Typed the text of a new note in the editor (see ``NoteText`` for the title rule).
  case newNoteTyped(text: String)
  /// Typed the new text of an existing note in the editor.
  case editedNoteTyped(noteID: Note.ID, text: String)
  /// Tapped "Cancel" in an editor.
  case cancelTapped
}
