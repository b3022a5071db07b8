import UserData

/// What the composition root carries out for the field notes feature.
public enum FieldNotesEffect: Hashable, Sendable {
  /// A change to the user's data.
  case data(UserDataChange)
}
