import NavigationCore
import SettingsFeature
import UserData

extension SettingsFeature {
  /// A feature reading a fixed state and version `9.9.9`.
  static func testing(_ state: UserDataState = UserDataState()) -> SettingsFeature {
    SettingsFeature(
      dependencies: SettingsDependencies(userData: { state }, version: { "9.9.9" }))
  }
}

extension FeatureContext {
  /// The settings tab with a path, bottom first.
  static func settings(_ path: [SettingsRoute] = []) -> FeatureContext {
    FeatureContext(tab: "settings", path: RoutePath(path.map(\.erased)), route: path.last?.erased)
  }
}
