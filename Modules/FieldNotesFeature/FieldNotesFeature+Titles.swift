import MangaCatalog
import NavigationCore
import UserData

extension FieldNotesFeature {
  /// A notes screen's title from one note look-up.
  ///
  /// - Parameter route: A field notes route.
  /// - Returns: The title its screen shows; `Note` for a note that no longer exists.
  package func title(for route: FieldNotesRoute) -> String {
    switch route {
    case .list: return "Field notes"
    case .note(let noteID):
      return dependencies.userData().note(noteID)?.title ?? "Note"
    case .newNote: return "New note"
    case .editNote(let noteID):
      return dependencies.userData().note(noteID) == nil ? "Note" : "Edit note"
    }
  }
}
