/// Why typed text cannot be saved as a note.
package enum NoteTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Nothing but spaces was typed.
  case empty
  /// The text has a body but nothing before it to use as the title.
  case missingTitle(String)

  package var description: String {
    switch self {
    case .empty:
      "The note is empty: type a title, optionally followed by “ — ” and the body."
    case .missingTitle(let text):
      "“\(text)” has no title: put the title before “ — ” or on the first line."
    }
  }
}
