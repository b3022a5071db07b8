import MangaCatalog

/// A field note: the user's own text, optionally about a series, optionally locked.
public struct Note: Hashable, Sendable, Codable, Identifiable {
  /// A note's stable identifier, such as `note-1`.
  public typealias ID = String

  /// The identifier.
  public var id: ID
  /// The title, shown in the list.
  public var title: String
  /// The text.
  public var body: String
  /// The series the note is about, if any.
  public var seriesID: Series.ID?
  /// Whether the note needs the notes passcode before it is shown.
  public var isLocked: Bool

  /// Creates a note.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - title: The title.
  ///   - body: The text.
  ///   - seriesID: The series it is about.
  ///   - isLocked: Whether it needs the passcode.
  public init(
    id: ID, title: String, body: String, seriesID: Series.ID? = nil, isLocked: Bool = false
  ) {
    self.id = id
    self.title = title
    self.body = body
    self.seriesID = seriesID
    self.isLocked = isLocked
  }
}
