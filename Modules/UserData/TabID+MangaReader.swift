import NavigationCore

extension TabID {
  /// The sample app's tabs, named once: the library (its root is the series list).
  package static let library: TabID = "library"
  /// Search.
  package static let search: TabID = "search"
  /// Field notes.
  package static let notes: TabID = "notes"
  /// Settings.
  package static let settings: TabID = "settings"
}
