import NavigationCore

extension FieldNotesFeature: SplitViewColumns {
  /// Note list | note.
  ///
  /// - Parameter route: A field notes route.
  /// - Returns: `sidebar` for the list, `content` for a note and the editors.
  package static func column(for route: FieldNotesRoute) -> ColumnRole {
    switch route {
    case .list: .sidebar
    case .note: .content
    // Presented as sheets, which cover the columns.
    case .newNote, .editNote: .content
    }
  }
}
