import NavigationCore
import UserData

/// Builds the field notes screens, resolving note IDs against current data.
@MainActor
struct FieldNotesDestinations: Sendable {
  /// Where the notes come from.
  let dependencies: FieldNotesDependencies

  /// The body of the editors: the rule that splits typed text into title and body.
  static let editorHelp =
    "Type the note. The first line is the title and the rest the body; type \\n for a line "
    + "break. On one line, put “ — ”, “ -- ” or “ - ” (spaces around) between title and body."

  /// The screen for a field notes route.
  ///
  /// - Parameter route: The route.
  /// - Returns: The list; a note as content, locked or missing; or an editor.
  func screen(for route: FieldNotesRoute) -> Screen {
    let data = dependencies.userData()
    switch route {
    case .list:
      return list(data)
    case .note(let noteID):
      return note(noteID, in: data)
    case .newNote:
      return Screen(
        title: "New note", body: Self.editorHelp, actions: [Self.cancel],
        textInput: TextInput(label: "Note") { text in
          FieldNotesFeature.intent(.newNoteTyped(text: text))
        })
    case .editNote(let noteID):
      return editor(noteID, in: data)
    }
  }

  /// Why a notes route's note does not exist, without building its screen.
  ///
  /// - Parameter route: The route.
  /// - Returns: The body of ``missing(_:)`` for a note ID no note has; `nil` otherwise (a
  ///   locked note exists).
  func missingData(for route: FieldNotesRoute) -> String? {
    switch route {
    case .list, .newNote:
      return nil
    case .note(let noteID), .editNote(let noteID):
      return dependencies.userData().note(noteID) == nil
        ? FieldNotesFeature.missingMessage(noteID) : nil
    }
  }

  // MARK: - Screens

  private func list(_ data: UserDataState) -> Screen {
    Screen(
      title: "Field notes",
      body: data.notes.isEmpty ? "No notes yet. Tap “New note” to write one." : nil,
      rows: data.notes.map { note in
        ScreenRow(
          note.title, detail: data.isLocked(note) ? "Locked" : nil,
          intent: FieldNotesFeature.intent(.noteTapped(noteID: note.id)))
      },
      actions: [ScreenAction("New note", intent: FieldNotesFeature.intent(.newNoteTapped))])
  }

  private func note(_ noteID: Note.ID, in data: UserDataState) -> Screen {
    guard let note = data.note(noteID) else { return Self.missing(noteID) }
    guard !data.isLocked(note) else {
      return Screen(
        title: note.title, state: .locked,
        body: "This note is locked. Type the notes passcode to read it.",
        textInput: TextInput(label: "Passcode", isSecure: true) { passcode in
          FieldNotesFeature.intent(.passcodeTyped(passcode: passcode))
        })
    }
    return Screen(
      title: note.title, body: data.readableBody(of: note) ?? Self.unreadable,
      rows: note.seriesID.map { [seriesRow($0)] } ?? [],
      actions: [
        ScreenAction("Edit", intent: FieldNotesFeature.intent(.editTapped)),
        ScreenAction("Delete", intent: FieldNotesFeature.intent(.deleteTapped)),
      ])
  }

  private func editor(_ noteID: Note.ID, in data: UserDataState) -> Screen {
    guard let note = data.note(noteID) else {
      var screen = Self.missing(noteID)
      screen.actions = [Self.cancel]
      return screen
    }
    guard !data.isLocked(note) else {
      return Screen(
        title: "Edit note", state: .locked,
        body: "“\(Screen.inline(note.title))” is locked. Unlock it before editing.",
        actions: [Self.cancel])
    }
    var readable = note
    readable.body = data.readableBody(of: note) ?? ""
    return Screen(
      title: "Edit note", body: Self.editorHelp, actions: [Self.cancel],
      textInput: TextInput(label: "Note", text: NoteText.editableText(of: readable)) { text in
        FieldNotesFeature.intent(.editedNoteTyped(text: text))
      })
  }

  // MARK: - Parts

  /// The series a note is about: its title, opening the series; a slug the catalog does not
  /// have is shown as it is, not tappable.
  private func seriesRow(_ seriesID: String) -> ScreenRow {
    guard let title = dependencies.seriesTitle(seriesID) else {
      return ScreenRow("Series", detail: "\(seriesID) (not in the catalog)")
    }
    return ScreenRow("Series", detail: title, intent: FieldNotesFeature.intent(.seriesTapped))
  }

  /// The body shown when a locked note's sealed text does not open with this session's key
  /// (the file was changed outside hoist).
  static let unreadable =
    "This note's text cannot be decrypted: state.json was changed outside hoist. "
    + "The sealed text is kept as it is."

  private static let cancel = ScreenAction(
    "Cancel", intent: FieldNotesFeature.intent(.cancelTapped))

  /// The screen for a note that no longer exists.
  static func missing(_ noteID: Note.ID) -> Screen {
    Screen(title: "Note", state: .missing, body: FieldNotesFeature.missingMessage(noteID))
  }
}
