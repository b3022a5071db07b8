import UserData

extension AppSnapshot {
  /// The state with no secret in plain text: a locked note's plain text beside its encrypted
  /// text is dropped (the encrypted text is the note's), as repair drops it.
  package var withoutPlainSecrets: AppSnapshot {
    var copy = self
    for index in copy.userData.notes.indices where copy.userData.notes[index].holdsPlainSecret {
      copy.userData.notes[index].body = ""
    }
    return copy
  }
}

extension UserDataState {
  /// Whether a locked note holds its text unencrypted beside its encrypted text.
  package var holdsPlainSecret: Bool {
    notes.contains(where: \.holdsPlainSecret)
  }
}

extension Note {
  /// Whether the note is locked and holds its text unencrypted beside its encrypted text.
  package var holdsPlainSecret: Bool {
    isLocked && sealedBody != nil && !body.isEmpty
  }
}
