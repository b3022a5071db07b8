import NavigationCore
import UserData

/// The screens of the notes tab.
package enum FieldNotesRoute: Route {
  /// The note list, the root of the `notes` tab.
  case list
  /// One note, resolved against current data: content, locked or missing.
  case note(noteID: Note.ID)
  /// The editor for a new note, presented as a sheet.
  case newNote
  /// The editor for an existing note, presented as a sheet.
  case editNote(noteID: Note.ID)

  package static let feature = "fieldnotes"

  package static let caseNames = ["list", "note", "newNote", "editNote"]
}
