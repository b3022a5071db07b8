import UserData

/// What the field notes feature reads, injected by the composition root.
public struct FieldNotesDependencies: Sendable {
  /// The current user data: the notes, which are unlocked, and the notes passcode.
  public var userData: @Sendable () -> UserDataState

  /// Creates the dependencies.
  ///
  /// - Parameter userData: Returns the current user data.
  public init(userData: @escaping @Sendable () -> UserDataState) {
    self.userData = userData
  }
}
