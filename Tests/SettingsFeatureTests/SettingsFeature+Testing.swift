import NavigationCore
import SettingsFeature
import TestSupport
import UserData

extension SettingsFeature {
  /// A feature reading a fixed state (by default the sample, locked at the tests' low cost),
  /// version `9.9.9` and a clock that stands still.
  static func testing(
    _ state: UserDataState = TestSecrets.sample, clock: FakeClock = FakeClock()
  ) -> SettingsFeature {
    SettingsFeature(
      dependencies: SettingsDependencies(
        userData: { state }, version: { "9.9.9" }, now: { clock.now }))
  }
}

extension FeatureContext {
  /// The settings tab with a path, bottom first.
  static func settings(_ path: [SettingsRoute] = []) -> FeatureContext {
    FeatureContext(tab: "settings", path: RoutePath(path.map(\.erased)), route: path.last?.erased)
  }
}
