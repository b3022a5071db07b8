import NavigationCore
import UserData

extension FieldNotesFeature: LinkableFeature {
  /// The notes tab's links: its root and one note (custom scheme only: notes are private).
  ///
  /// A locked note's link lands on its locked state; typing the passcode there continues to
  /// the note.
  package static let links: [LinkPattern] = [
    LinkPattern(scheme: "fieldnotes", host: "notes", universal: false, tab: .notes, stack: []),
    LinkPattern(
      scheme: "fieldnotes", host: "note", segments: [.value("noteID", .identifier(.identifier))],
      universal: false, tab: .notes, stack: [LinkRoute("fieldnotes.note", "noteID")]),
  ]
}
