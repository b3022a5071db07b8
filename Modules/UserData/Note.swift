import MangaCatalog
import SecretBox

/// A field note: the user's own text, optionally about a series, optionally locked.
package struct Note: Hashable, Sendable, Codable, Identifiable {
  /// A note's stable identifier, such as `note-1`.
  package typealias ID = String

  /// The identifier.
  package var id: ID
  /// The title, shown in the list.
  package var title: String
  /// The text; empty for a locked note whose text is sealed in ``sealedBody``.
  package var body: String
  /// The series the note is about, if any.
  package var seriesID: Series.ID?
  /// Whether the note needs the notes passcode before it is shown.
  package var isLocked: Bool
  /// A locked note's text, encrypted with AES-256-GCM under the key of the notes passcode
  /// (``NotesLock``); `nil` for other notes, and for a locked note of an old file until it is
  /// sealed (see `UserDataState+Secrets.swift`).
  package var sealedBody: SealedBox?

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - title: The title.
  ///   - body: The text.
  ///   - seriesID: The series it is about.
  ///   - isLocked: Whether it needs the passcode.
  ///   - sealedBody: The encrypted text of a locked note.
  package init(
    id: ID, title: String, body: String, seriesID: Series.ID? = nil, isLocked: Bool = false,
    sealedBody: SealedBox? = nil
  ) {
    self.id = id
    self.title = title
    self.body = body
    self.seriesID = seriesID
    self.isLocked = isLocked
    self.sealedBody = sealedBody
  }
}
