import NavigationCore
import UserData

extension FieldNotesFeature {
  /// Restore rules: a note deleted since the save is dropped (the list shows); a locked note
  /// is kept, and shows locked (notes unlocked before are locked again); the editor of a
  /// deleted or locked note closes, so a locked note's text never reaches a screen.
  ///
  /// - Parameter route: A restored route.
  /// - Returns: Keep, or drop with why.
  package func reconcile(_ route: FieldNotesRoute) -> Reconciliation<FieldNotesRoute> {
    let data = dependencies.userData()
    switch route {
    case .list, .newNote:
      return .keep
    case .note(let noteID):
      return data.note(noteID) == nil ? .drop(reason: "note \(noteID) was deleted") : .keep
    case .editNote(let noteID):
      guard let note = data.note(noteID) else { return .drop(reason: "note \(noteID) was deleted") }
      return data.isLocked(note)
        ? .drop(reason: "note \(noteID) is locked; unlock it to edit it again") : .keep
    }
  }
}
