import NavigationCore

extension FieldNotesRoute: LinkBuildableRoute {
  /// Builds a notes route from its key and flat fields, as decoding would.
  ///
  /// - Parameters:
  ///   - key: A field notes route key.
  ///   - fields: The route's fields by name: `noteID` a string.
  package init?(key: String, fields: RouteFields) {
    switch key {
    case "fieldnotes.list": self = .list
    case "fieldnotes.newNote": self = .newNote
    case "fieldnotes.note", "fieldnotes.editNote":
      guard let noteID = fields["noteID"]?.stringValue else { return nil }
      self = key == "fieldnotes.note" ? .note(noteID: noteID) : .editNote(noteID: noteID)
    default: return nil
    }
  }
}
