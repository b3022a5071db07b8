import UserData

/// What the composition root carries out for the reader.
public enum ReaderEffect: Hashable, Sendable {
  /// A change to the user's data, such as recording reading progress.
  case data(UserDataChange)
}
