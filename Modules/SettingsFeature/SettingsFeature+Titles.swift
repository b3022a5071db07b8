import MangaCatalog
import NavigationCore
import UserData

extension SettingsFeature {
  /// A settings screen's title.
  ///
  /// - Parameter route: A settings route.
  /// - Returns: The title its screen shows.
  package func title(for route: SettingsRoute) -> String {
    switch route {
    case .home: "Settings"
    case .readingDirection: "Reading direction"
    case .appearance: "Appearance"
    case .passcode: "Notes passcode"
    case .newPasscode: "New passcode"
    case .about: "About"
    }
  }
}
