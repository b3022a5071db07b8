import NavigationCore

extension SearchFeature: SplitViewColumns {
  /// Results | series: the search field and its results stay in the sidebar, and the series
  /// a result opens (a library route) fills the content column.
  ///
  /// - Parameter route: A search route.
  /// - Returns: `sidebar` for every search route.
  package static func column(for route: SearchRoute) -> ColumnRole {
    switch route {
    case .home, .results: .sidebar
    }
  }
}
