import UserData

/// What the user did on a settings screen.
package enum SettingsIntent: Hashable, Sendable {
  /// Tapped the "Reading direction" row.
  case readingDirectionTapped
  /// Tapped the "Appearance" row.
  case appearanceTapped
  /// Tapped the "Notes passcode" row.
  case passcodeTapped
  /// Tapped the "About" row.
  case aboutTapped
  /// Tapped the "Reset reading progress" row.
  case resetProgressTapped
  /// Confirmed the reset alert.
  case resetProgressConfirmed
  /// Chose a reading direction in the chooser.
  case readingDirectionChosen(AppSettings.ReadingDirection)
  /// Chose an appearance in the chooser.
  case appearanceChosen(AppSettings.Appearance)
  /// Typed the current notes passcode, the first step of changing it.
  case currentPasscodeTyped(String)
  /// Typed a new notes passcode, the second step.
  case newPasscodeTyped(String)
}
