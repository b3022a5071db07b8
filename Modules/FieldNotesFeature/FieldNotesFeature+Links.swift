import NavigationCore
import UserData

extension FieldNotesFeature: LinkableFeature {
  /// The notes tab's links (custom scheme only: notes are private): its root, one note, the
  /// list with an optional note section (`fieldnotes://notes/note-1` is the list with that
  /// note open), and the new-note sheet over the list.
  ///
  /// A locked note's link lands on its locked state; typing the passcode there continues to
  /// the note. `fieldnotes://note/<noteID>` is registered first, so it is the link a note
  /// prints.
  package static let links: [LinkPattern] = [
    LinkPattern(
      scheme: "fieldnotes", host: "note", segments: [.value("noteID", .identifier(.identifier))],
      universal: false, tab: .notes, stack: [LinkRoute("fieldnotes.note", "noteID")]),
    LinkPattern(
      scheme: "fieldnotes", host: "notes",
      segments: [.optional([.value("noteID", .identifier(.identifier))])],
      universal: false, tab: .notes, stack: [LinkRoute("fieldnotes.note", "noteID")]),
    LinkPattern(
      scheme: "fieldnotes", host: "notes", segments: [.literal("new")], universal: false,
      tab: .notes, stack: [], modal: LinkModal(.sheet, LinkRoute("fieldnotes.newNote"))),
  ]
}
