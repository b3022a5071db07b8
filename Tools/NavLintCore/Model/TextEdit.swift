/// One replacement of a UTF-8 byte range of a file's text.
public struct TextEdit: Hashable, Codable, Sendable {
  /// The 0-based UTF-8 offset where the replaced text starts.
  public var start: Int
  /// The 0-based UTF-8 offset just past the replaced text.
  public var end: Int
  /// The new text.
  public var replacement: String

  /// Creates an edit.
  ///
  /// - Parameters:
  ///   - start: The 0-based UTF-8 offset where the replaced text starts.
  ///   - end: The 0-based UTF-8 offset just past the replaced text.
  ///   - replacement: The new text.
  public init(start: Int, end: Int, replacement: String) {
    self.start = start
    self.end = end
    self.replacement = replacement
  }
}
