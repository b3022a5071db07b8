import MangaCatalog
import SecretBox

/// A field note: the user's own text, optionally about a series, optionally locked.
public struct Note: Hashable, Sendable, Codable, Identifiable {
  /// A note's stable identifier, such as `note-1`.
  public typealias ID = String

  /// The identifier.
  public var id: ID
  /// The title, shown in the list.
  public var title: String
  /// The text; empty for a locked note whose text is sealed in ``sealedBody``.
  public var body: String
  /// The series the note is about, if any.
  public var seriesID: Series.ID?
  /// Whether the note needs the notes passcode before it is shown.
  public var isLocked: Bool
  /// A locked note's text, encrypted with AES-256-GCM under the key of the notes passcode
  /// (``NotesLock``); `nil` for other notes, and for a locked note of an old file until it is
  /// sealed (see `UserDataState+Secrets.swift`).
  public var sealedBody: SealedBox?

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - title: The title.
  ///   - body: The text.
  ///   - seriesID: The series it is about.
  ///   - isLocked: Whether it needs the passcode.
  ///   - sealedBody: The encrypted text of a locked note.
  public init(
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
