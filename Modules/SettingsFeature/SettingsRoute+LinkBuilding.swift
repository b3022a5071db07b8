import NavigationCore

extension SettingsRoute: LinkBuildableRoute {
  /// Builds a settings route from its key, as decoding would (no case has fields).
  ///
  /// - Parameters:
  ///   - key: A settings route key.
  ///   - fields: Not read.
  package init?(key: String, fields: RouteFields) {
    switch key {
    case "settings.home": self = .home
    case "settings.readingDirection": self = .readingDirection
    case "settings.appearance": self = .appearance
    case "settings.passcode": self = .passcode
    case "settings.newPasscode": self = .newPasscode
    case "settings.about": self = .about
    default: return nil
    }
  }
}
