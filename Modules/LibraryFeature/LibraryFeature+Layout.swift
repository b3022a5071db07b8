import NavigationCore

extension LibraryFeature: SplitViewColumns {
  /// Series list | series detail (and its chapters) | the reader.
  ///
  /// - Parameter route: A library route.
  /// - Returns: `sidebar` for the series list, `content` for the rest.
  package static func column(for route: LibraryRoute) -> ColumnRole {
    switch route {
    case .seriesList: .sidebar
    case .series, .chapters: .content
    // Presented as a sheet, which covers the columns.
    case .addToList: .content
    }
  }
}
