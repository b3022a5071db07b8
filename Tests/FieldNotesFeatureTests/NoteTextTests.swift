import FieldNotesFeature
import Testing
import UserData

struct NoteTextTests {
  @Test(arguments: [
    ("Title only", "Title only", ""),
    ("Pacing — Slow pages", "Pacing", "Slow pages"),
    ("A — B — C", "A", "B — C"),
    ("First line\nSecond — line\nThird", "First line", "Second — line\nThird"),
    ("  Spaced  \n  body  ", "Spaced", "body"),
    ("Em—dash without spaces", "Em—dash without spaces", ""),
    ("Pacing - Slow pages", "Pacing", "Slow pages"),
    ("Pacing -- Slow pages", "Pacing", "Slow pages"),
    ("A - B — C", "A", "B — C"),
    ("A — B -- C", "A", "B -- C"),
    ("A -- B - C", "A", "B - C"),
    ("Spider-Man - a hero", "Spider-Man", "a hero"),
    ("x-y --z", "x-y --z", ""),
    (#"Title\nLine one\nLine two"#, "Title", "Line one\nLine two"),
    (#"Title\n"#, "Title", ""),
    (#"A - B\nC"#, "A - B", "C"),
  ])
  func splitsTitleAndBody(text: String, title: String, body: String) throws {
    let parsed = try NoteText(parsing: text)
    #expect(parsed.title == title)
    #expect(parsed.body == body)
  }

  @Test func rejectsEmptyAndTitlelessText() {
    #expect(throws: NoteTextError.empty) { try NoteText(parsing: " \n ") }
    #expect(throws: NoteTextError.missingTitle("\nbody")) { try NoteText(parsing: "\nbody") }
    #expect(throws: NoteTextError.missingTitle(" - body")) { try NoteText(parsing: " - body") }
    #expect(throws: NoteTextError.missingTitle(#"\nbody"#)) { try NoteText(parsing: #"\nbody"#) }
    #expect(throws: NoteTextError.empty) { try NoteText(parsing: #" \n "#) }
  }

  @Test(arguments: [
    Note(id: "a", title: "Plain", body: ""),
    Note(id: "b", title: "Plain", body: "With body — and a dash\nand a second line"),
    Note(id: "c", title: "Dash — in title", body: ""),
    Note(id: "d", title: "Dash — in title", body: "Body"),
    Note(id: "e", title: "Hyphen - in title", body: ""),
    Note(id: "f", title: "Hyphens -- in title", body: "Body - with one"),
  ])
  func editableTextParsesBackToTheNote(note: Note) throws {
    let parsed = try NoteText(parsing: NoteText.editableText(of: note))
    #expect(parsed.title == note.title)
    #expect(parsed.body == note.body)
  }
}
