import Foundation
import UserData

/// The editor's rule for splitting typed text into a note's title and body.
///
/// First, each `\n` typed literally (a backslash and an `n`, as a shell that cannot type line
/// breaks sends it) becomes a line break. When the text then has a line break, the first
/// line is the title and the rest is the body. Otherwise the text before the first of the
/// ``separators`` (` — `, ` -- ` or ` - `, each with a space on both sides) is the title and
/// the text after it the body; without one, the whole text is the title and the body is
/// empty. Title and body are trimmed of surrounding spaces and line breaks. A title that holds
/// a literal `\n` therefore cannot be typed.
package struct NoteText: Hashable, Sendable {
  /// The separator of title and body on one line that the editor suggests.
  package static let separator = " — "

  /// Every separator of title and body on one line; the earliest in the text wins.
  package static let separators = [" — ", " -- ", " - "]

  /// What typed text may hold in place of a line break: a backslash and an `n`.
  package static let lineBreakEscape = "\\n"

  /// The title.
  package var title: String
  /// The body, possibly empty.
  package var body: String

  /// Splits typed text into title and body.
  ///
  /// - Parameter typed: The typed text.
  /// - Throws: ``NoteTextError/empty`` when the text is only spaces, and
  ///   ``NoteTextError/missingTitle(_:)`` naming the text as typed when the title part is
  ///   empty.
  package init(parsing typed: String) throws(NoteTextError) {
    let text = typed.replacingOccurrences(of: Self.lineBreakEscape, with: "\n")
    let titlePart: Substring
    let bodyPart: Substring
    if let lineBreak = text.firstIndex(where: \.isNewline) {
      titlePart = text[..<lineBreak]
      bodyPart = text[text.index(after: lineBreak)...]
    } else if let range = Self.separators.compactMap({ text.range(of: $0) })
      .min(by: { $0.lowerBound < $1.lowerBound })
    {
      titlePart = text[..<range.lowerBound]
      bodyPart = text[range.upperBound...]
    } else {
      titlePart = text[...]
      bodyPart = ""
    }
    let title = titlePart.trimmingCharacters(in: .whitespacesAndNewlines)
    let body = bodyPart.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !title.isEmpty || !body.isEmpty else { throw .empty }
    guard !title.isEmpty else { throw .missingTitle(typed) }
    self.title = title
    self.body = body
  }

  /// The text that parses back to a note's title and body, used to fill the editor.
  ///
  /// - Parameter note: The note.
  /// - Returns: The title alone, or (when there is a body or the title holds a separator)
  ///   the title, a line break and the body.
  package static func editableText(of note: Note) -> String {
    note.body.isEmpty && !separators.contains(where: note.title.contains)
      ? note.title : note.title + "\n" + note.body
  }
}
