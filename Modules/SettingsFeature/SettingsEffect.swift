import UserData

/// What the composition root carries out for the settings feature.
public enum SettingsEffect: Hashable, Sendable {
  /// A change to the user's data.
  case data(UserDataChange)
}
