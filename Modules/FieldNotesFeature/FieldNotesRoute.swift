import NavigationCore
import UserData

/// The screens of the notes tab.
package enum FieldNotesRoute: NavigationPathElement {
  /// The note list, the root of the `notes` tab.
  case list
  /// One note, resolved against current data: content, locked or missing.
  case note(noteID: Note.ID)
  /// The editor for a new note, presented as a sheet.
  case newNote
  /// The editor for an existing note, presented as a sheet.
  case editNote(noteID: Note.ID)

  package static let feature = "fieldnotes"

  /// The name SwiftUI's `NavigationPath` writes for this type in an app using the module.
  package static let navigationPathTypeName = "FieldNotesFeature.FieldNotesRoute"

  package static let caseNames = ["list", "note", "newNote", "editNote"]
}
