import NavigationCore

extension SettingsFeature: SplitViewColumns {
  /// Sections | section.
  ///
  /// - Parameter route: A settings route.
  /// - Returns: `sidebar` for the settings list, `content` for each section.
  package static func column(for route: SettingsRoute) -> ColumnRole {
    switch route {
    case .home: .sidebar
    case .readingDirection, .appearance, .passcode, .newPasscode, .about: .content
    }
  }
}
