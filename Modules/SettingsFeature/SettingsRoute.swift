import NavigationCore

/// The screens of the settings tab.
package enum SettingsRoute: NavigationPathElement {
  /// The settings list, the root of the `settings` tab.
  case home
  /// The reading direction chooser.
  case readingDirection
  /// The appearance chooser.
  case appearance
  /// The field for the current notes passcode, the first step of changing it; the right
  /// passcode replaces this route in place with ``newPasscode``.
  case passcode
  /// The field for a new notes passcode, the second step of changing it.
  ///
  /// The route itself carries nothing secret and proves nothing: a saved, restored or linked
  /// `settings.newPasscode` would skip the first step. So the screen and its intent also
  /// require `UserDataState.passcodeChangeAllowed`, which only typing the current passcode
  /// sets and which is never saved; without it the screen is `locked` and sends the user back
  /// to the first step.
  case newPasscode
  /// The version and what the app is.
  case about

  package static let feature = "settings"

  /// The name SwiftUI's `NavigationPath` writes for this type in an app using the module.
  package static let navigationPathTypeName = "SettingsFeature.SettingsRoute"

  package static let caseNames = [
    "home", "readingDirection", "appearance", "passcode", "newPasscode", "about",
  ]
}
