import SecretBox

/// The user's settings: how pages turn, how the app looks, and the notes passcode's lock.
package struct AppSettings: Hashable, Sendable, Codable {
  /// Which way pages advance.
  package enum ReadingDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case rightToLeft
    case leftToRight
    case vertical

    /// The direction as people read it.
    package var displayName: String {
      switch self {
      case .rightToLeft: "Right to left"
      case .leftToRight: "Left to right"
      case .vertical: "Vertical"
      }
    }
  }

  /// The color scheme.
  package enum Appearance: String, Hashable, Sendable, Codable, CaseIterable {
    case system
    case light
    case dark

    /// The appearance as people read it.
    package var displayName: String {
      switch self {
      case .system: "System"
      case .light: "Light"
      case .dark: "Dark"
      }
    }
  }

  /// Which way pages advance; manga reads right to left by default.
  package var readingDirection: ReadingDirection
  /// The color scheme.
  package var appearance: Appearance
  /// The notes passcode's hash and key salt; `nil` only while ``legacyNotesPasscode`` waits
  /// for its migration, and then no passcode is accepted.
  package var notesLock: NotesLock?
  /// A passcode read in plain text from a file written before passcodes were hashed; `nil`
  /// once `UserDataState.migrateSecrets(cost:)` has run. Never written: encoding a state that
  /// still holds one fails.
  package var legacyNotesPasscode: String?

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - readingDirection: Which way pages advance.
  ///   - appearance: The color scheme.
  ///   - notesLock: The notes passcode's lock; by default the sample's (passcode `1234`).
  package init(
    readingDirection: ReadingDirection = .rightToLeft, appearance: Appearance = .system,
    notesLock: NotesLock = .sample
  ) {
    self.readingDirection = readingDirection
    self.appearance = appearance
    self.notesLock = notesLock
    self.legacyNotesPasscode = nil
  }

  // MARK: - Coding

  private enum CodingKeys: String, CodingKey {
    case readingDirection, appearance, notesLock
    /// The plain-text passcode of files written before passcodes were hashed; read only.
    case notesPasscode
  }

  /// Decodes settings: the lock, or (from an older file) the plain passcode into
  /// ``legacyNotesPasscode``.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a field is missing or has the wrong shape.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    readingDirection = try container.decode(ReadingDirection.self, forKey: .readingDirection)
    appearance = try container.decode(Appearance.self, forKey: .appearance)
    if container.contains(.notesLock) {
      notesLock = try container.decode(NotesLock.self, forKey: .notesLock)
      legacyNotesPasscode = nil
    } else {
      notesLock = nil
      legacyNotesPasscode = try container.decode(String.self, forKey: .notesPasscode)
    }
  }

  /// Encodes settings with the lock only.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: `EncodingError.invalidValue` while a plain legacy passcode waits for its
  ///   migration, so it is never written.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    guard legacyNotesPasscode == nil, let notesLock else {
      // The value named in the error is a placeholder: the passcode never reaches a message.
      throw EncodingError.invalidValue(
        "notesPasscode",
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "the notes passcode is not migrated to a hash yet"))
    }
    try container.encode(readingDirection, forKey: .readingDirection)
    try container.encode(appearance, forKey: .appearance)
    try container.encode(notesLock, forKey: .notesLock)
  }
}
