import NavigationCore

extension ReaderFeature: SplitViewColumns {
  /// The reader (a chapter and its pages) fills the detail column beside the series.
  ///
  /// - Parameter route: A reader route.
  /// - Returns: `detail` for every reader route.
  package static func column(for route: ReaderRoute) -> ColumnRole {
    switch route {
    case .chapter, .page: .detail
    // Presented as a full-screen cover, which covers the columns.
    case .immersive: .detail
    }
  }
}
