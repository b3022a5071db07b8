import MangaCatalog
import SecretBox

/// Everything the user made: reading progress, lists, notes, settings and unlocked notes.
///
/// A value: features read it through an injected closure, the composition root changes it
/// only through ``UserDataChange`` (see `UserDataState+Apply.swift`).
package struct UserDataState: Hashable, Sendable, Codable {
  /// The last-read position per series.
  package var progress: [Series.ID: ReadingProgress]
  /// The list each series is on, if any.
  package var lists: [Series.ID: ReadingList]
  /// The field notes, in display order.
  package var notes: [Note]
  /// The settings.
  package var settings: AppSettings
  /// Locked notes unlocked in this session (not persisted across launches).
  package var unlockedNoteIDs: Set<Note.ID>
  /// The largest `note-<number>` ever saved, so deleted notes' IDs are not reused.
  package var lastNoteNumber: Int
  /// Whether the current notes passcode was typed in this session to change it; never saved,
  /// so a restored or linked new-passcode screen cannot skip asking for the current one.
  package var passcodeChangeAllowed: Bool
  /// Wrong notes passcodes in a row and when the last was typed; saved, so quitting does not
  /// reset the wait.
  package var passcodeThrottle: PasscodeThrottle
  /// The key of the notes passcode, derived when the passcode was typed right in this
  /// session; it opens and seals locked notes' bodies. Never saved.
  package var notesKey: SymmetricKey?

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - progress: The last-read position per series.
  ///   - lists: The list per series.
  ///   - notes: The notes.
  ///   - settings: The settings.
  ///   - unlockedNoteIDs: Notes unlocked in this session.
  ///   - lastNoteNumber: The largest `note-<number>` ever saved.
  ///   - passcodeChangeAllowed: Whether the current passcode was typed to change it.
  ///   - passcodeThrottle: Wrong passcodes in a row.
  ///   - notesKey: The notes passcode's key, when it was typed in this session.
  package init(
    progress: [Series.ID: ReadingProgress] = [:], lists: [Series.ID: ReadingList] = [:],
    notes: [Note] = [], settings: AppSettings = AppSettings(),
    unlockedNoteIDs: Set<Note.ID> = [], lastNoteNumber: Int = 0,
    passcodeChangeAllowed: Bool = false, passcodeThrottle: PasscodeThrottle = PasscodeThrottle(),
    notesKey: SymmetricKey? = nil
  ) {
    self.progress = progress
    self.lists = lists
    self.notes = notes
    self.settings = settings
    self.unlockedNoteIDs = unlockedNoteIDs
    self.lastNoteNumber = lastNoteNumber
    self.passcodeChangeAllowed = passcodeChangeAllowed
    self.passcodeThrottle = passcodeThrottle
    self.notesKey = notesKey
  }

  /// The note with an ID, if it still exists.
  ///
  /// - Parameter id: The note's ID.
  /// - Returns: The note or `nil`.
  package func note(_ id: Note.ID) -> Note? {
    notes.first { $0.id == id }
  }

  /// Whether a note is locked right now (locked and not unlocked in this session).
  ///
  /// - Parameter note: The note.
  /// - Returns: `true` when its content must stay hidden.
  package func isLocked(_ note: Note) -> Bool {
    note.isLocked && !unlockedNoteIDs.contains(note.id)
  }

  // MARK: - Decoding

  /// The saved fields; ``passcodeChangeAllowed`` and ``notesKey`` are not among them.
  private enum CodingKeys: String, CodingKey {
    case progress, lists, notes, settings, unlockedNoteIDs, lastNoteNumber, passcodeThrottle
  }

  /// Decodes a state; fields added after the first version default when absent, so files
  /// written before them still load (a plain passcode and plain locked bodies of such a file
  /// wait in memory for `migrateSecrets(cost:)`). ``passcodeChangeAllowed`` is never read: it starts
  /// `false`, ``notesKey`` `nil`.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when a present field has the wrong shape.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    progress = try container.decode([Series.ID: ReadingProgress].self, forKey: .progress)
    lists = try container.decode([Series.ID: ReadingList].self, forKey: .lists)
    notes = try container.decode([Note].self, forKey: .notes)
    settings = try container.decode(AppSettings.self, forKey: .settings)
    unlockedNoteIDs =
      try container.decodeIfPresent(Set<Note.ID>.self, forKey: .unlockedNoteIDs) ?? []
    lastNoteNumber = try container.decodeIfPresent(Int.self, forKey: .lastNoteNumber) ?? 0
    passcodeThrottle =
      try container.decodeIfPresent(PasscodeThrottle.self, forKey: .passcodeThrottle)
      ?? PasscodeThrottle()
    passcodeChangeAllowed = false
    notesKey = nil
  }
}
