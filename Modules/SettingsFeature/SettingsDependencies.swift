import Foundation
import UserData

/// What the settings feature reads, injected by the composition root.
package struct SettingsDependencies: Sendable {
  /// The current user data; the settings and the reading progress are read from it.
  package var userData: @MainActor () -> UserDataState
  /// The app's version, shown on the About screen and its row.
  package var version: @Sendable () -> String
  /// The current time, for the wrong-passcode wait; tests pass a fake clock.
  package var now: @Sendable () -> Date

  /// Creates the dependencies.
  ///
  /// - Parameters:
  ///   - userData: Returns the current user data.
  ///   - version: Returns the app's version, such as `0.1.0`.
  ///   - now: Returns the current time; the system clock by default.
  package init(
    userData: @escaping @MainActor () -> UserDataState,
    version: @escaping @Sendable () -> String,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.userData = userData
    self.version = version
    self.now = now
  }
}
