import NavigationCore

/// The screens of the settings tab.
public enum SettingsRoute: Route {
  /// The settings list, the root of the `settings` tab.
  case home
  /// The reading direction chooser.
  case readingDirection
  /// The appearance chooser.
  case appearance
  /// The field for a new notes passcode.
  case passcode
  /// The version and what the app is.
  case about

  public static let feature = "settings"

  public static let keys = [
    "settings.home", "settings.readingDirection", "settings.appearance", "settings.passcode",
    "settings.about",
  ]

  public var key: String {
    switch self {
    case .home: "settings.home"
    case .readingDirection: "settings.readingDirection"
    case .appearance: "settings.appearance"
    case .passcode: "settings.passcode"
    case .about: "settings.about"
    }
  }
}
