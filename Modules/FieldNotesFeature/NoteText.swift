import Foundation
import UserData

/// The editor's rule for splitting typed text into a note's title and body.
///
/// When the text has a line break, the first line is the title and the rest is the body.
/// Otherwise the text before the first ` — ` (space, em dash, space) is the title and the
/// text after it the body; without one, the whole text is the title and the body is empty.
/// Title and body are trimmed of surrounding spaces and line breaks.
public struct NoteText: Hashable, Sendable {
  /// The separator of title and body on one line.
  public static let separator = " — "

  /// The title.
  public var title: String
  /// The body, possibly empty.
  public var body: String

  /// Splits typed text into title and body.
  ///
  /// - Parameter text: The typed text.
  /// - Throws: ``NoteTextError/empty`` when the text is only spaces, and
  ///   ``NoteTextError/missingTitle(_:)`` naming the text when the title part is empty.
  public init(parsing text: String) throws(NoteTextError) {
    let titlePart: Substring
    let bodyPart: Substring
    if let lineBreak = text.firstIndex(where: \.isNewline) {
      titlePart = text[..<lineBreak]
      bodyPart = text[text.index(after: lineBreak)...]
    } else if let range = text.range(of: Self.separator) {
      titlePart = text[..<range.lowerBound]
      bodyPart = text[range.upperBound...]
    } else {
      titlePart = text[...]
      bodyPart = ""
    }
    let title = titlePart.trimmingCharacters(in: .whitespacesAndNewlines)
    let body = bodyPart.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !title.isEmpty || !body.isEmpty else { throw .empty }
    guard !title.isEmpty else { throw .missingTitle(text) }
    self.title = title
    self.body = body
  }

  /// The text that parses back to a note's title and body, used to fill the editor.
  ///
  /// - Parameter note: The note.
  /// - Returns: The title alone, or (when there is a body or the title holds the separator)
  ///   the title, a line break and the body.
  public static func editableText(of note: Note) -> String {
    note.body.isEmpty && !note.title.contains(separator)
      ? note.title : note.title + "\n" + note.body
  }
}
