import Foundation
import NavigationCore
import UserData

/// The notes tab: a list of field notes, a note's detail (content, locked or missing), and
/// one editor sheet for a new or an existing note. A note's series row asks the composition
/// root to open the series (``FieldNotesDelegate``).
///
/// New and edit are routes presented in the router's one presentation slot, never flags.
/// Every change is a `UserDataChange` the composition root applies.
package struct FieldNotesFeature: FeatureModule {
  package static let name = FieldNotesRoute.feature

  /// What the feature reads.
  package let dependencies: FieldNotesDependencies

  /// Creates the feature.
  ///
  /// - Parameter dependencies: Where the notes and the passcode come from.
  package init(dependencies: FieldNotesDependencies) {
    self.dependencies = dependencies
  }

  package var tab: TabID? { .notes }

  package var tabRoot: FieldNotesRoute? { .list }

  package func screen(for route: FieldNotesRoute, in context: FeatureContext) -> Screen {
    FieldNotesDestinations(dependencies: dependencies).screen(for: route)
  }

  package func missingData(for route: FieldNotesRoute, in context: FeatureContext) -> String? {
    FieldNotesDestinations(dependencies: dependencies).missingData(for: route)
  }

  package func handle(_ intent: FieldNotesIntent, in context: FeatureContext) -> Outcome<
    UserDataChange, FieldNotesDelegate
  > {
    let data = dependencies.userData()
    switch intent {
    case .seriesTapped:
      return onNote(context) { noteID in
        guard let note = data.note(noteID) else {
          return Outcome(message: Self.missingMessage(noteID))
        }
        return Outcome(delegates: note.seriesID.map { [.openSeries(seriesID: $0)] } ?? [])
      }
    case .noteTapped(let noteID):
      return Outcome(commands: [.push(FieldNotesRoute.note(noteID: noteID).erased)])
    case .newNoteTapped:
      return Outcome(commands: [.present(FieldNotesRoute.newNote.erased, style: .sheet)])
    case .passcodeTyped(let passcode):
      return onNote(context) { unlock($0, with: passcode, in: data) }
    case .editTapped:
      return onNote(context) { noteID in
        let editor = FieldNotesRoute.editNote(noteID: noteID).erased
        return ifUnlocked(noteID, in: data) { _ in
          Outcome(commands: [.present(editor, style: .sheet)])
        }
      }
    case .deleteTapped:
      return onNote(context) { noteID in
        ifUnlocked(noteID, in: data) { note in
          Outcome(commands: [.showAlert(Self.deleteAlert(for: note))])
        }
      }
    case .deleteConfirmed(let noteID):
      return delete(noteID, in: data, context: context)
    case .newNoteTyped(let text):
      return save(text) { parsed in
        Note(id: data.nextNoteID(), title: parsed.title, body: parsed.body)
      }
    case .editedNoteTyped(let text):
      return onNote(context) { noteID in
        ifUnlocked(noteID, in: data) { note in
          save(text) { parsed in
            var edited = note
            edited.title = parsed.title
            edited.body = parsed.body
            // A plain body on a locked note is sealed again when the change is applied.
            edited.sealedBody = nil
            return edited
          }
        }
      }
    case .cancelTapped:
      return Outcome(commands: [.dismiss])
    }
  }

  // MARK: - Public helpers

  /// The alert that asks before deleting a note; its confirm carries the note's exact ID.
  ///
  /// - Parameter note: The note to delete.
  /// - Returns: A destructive alert naming the note.
  package static func deleteAlert(for note: Note) -> AlertRequest {
    AlertRequest(
      title: "Delete “\(note.title)”?", message: "The note is deleted for good.",
      confirmLabel: "Delete", isDestructive: true,
      confirm: intent(.deleteConfirmed(noteID: note.id)))
  }

  /// What the user is told about a note that no longer exists.
  ///
  /// - Parameter noteID: The note's ID.
  /// - Returns: A sentence naming the ID.
  package static func missingMessage(_ noteID: Note.ID) -> String {
    "Note \(Screen.inline(noteID)) no longer exists."
  }

  // MARK: - Handling

  private func unlock(_ noteID: Note.ID, with passcode: String, in data: UserDataState)
    -> Outcome<UserDataChange, FieldNotesDelegate>
  {
    guard let note = data.note(noteID) else { return Outcome(message: Self.missingMessage(noteID)) }
    guard data.isLocked(note) else { return Outcome(message: "“\(note.title)” is not locked.") }
    // Rejections name the note (its title is in the list), never the typed text.
    let now = dependencies.now()
    switch data.checkNotesPasscode(passcode, at: now) {
    case .throttled(let seconds):
      return .rejected(PasscodeCheck.tryAgainMessage(seconds: seconds))
    case .wrong(let wait):
      let then = wait > 0 ? " " + PasscodeCheck.tryAgainMessage(seconds: wait) : ""
      return .rejected(
        "Wrong passcode: “\(note.title)” stays locked.\(then)",
        recording: [.notesPasscodeRejected(at: now)])
    case .accepted(let key):
      return Outcome(
        changes: [.notesPasscodeAccepted(key: key), .unlockNote(noteID)], message: "Unlocked.")
    }
  }

  private func delete(_ noteID: Note.ID, in data: UserDataState, context: FeatureContext)
    -> Outcome<UserDataChange, FieldNotesDelegate>
  {
    let back: [NavigationCommand] =
      context.path.top == FieldNotesRoute.note(noteID: noteID).erased ? [.back] : []
    guard let note = data.note(noteID) else {
      return Outcome(commands: back, message: Self.missingMessage(noteID))
    }
    return Outcome(
      commands: back, changes: [.deleteNote(noteID)], message: "Deleted “\(note.title)”.")
  }

  /// The note of the screen an intent came from: a note's screen or its editor.
  ///
  /// - Parameter context: Where the intent came from; its `route` is the emitting screen's.
  /// - Returns: The note's ID, or `nil` when the intent did not come from such a screen.
  static func noteID(of context: FeatureContext) -> Note.ID? {
    switch context.route?.as(FieldNotesRoute.self) {
    case .note(let noteID)?, .editNote(let noteID)?:
      noteID
    case .list?, .newNote?, nil:
      nil
    }
  }

  /// What an intent of a note's screen answers when it came from elsewhere (a wiring
  /// mistake: no screen of the app sends it so).
  ///
  /// - Parameter context: Where the intent came from.
  /// - Returns: A sentence naming the route it came from.
  package static func notFromANoteMessage(_ context: FeatureContext) -> String {
    "This field notes action belongs to a note's screen or its editor; it came from "
      + "\(context.route?.key ?? "the \(context.tab) tab's root")."
  }

  /// Runs `body` with the note of the screen the intent came from; refuses otherwise.
  private func onNote(
    _ context: FeatureContext, _ body: (Note.ID) -> Outcome<UserDataChange, FieldNotesDelegate>
  ) -> Outcome<UserDataChange, FieldNotesDelegate> {
    guard let noteID = Self.noteID(of: context) else {
      return .rejected(Self.notFromANoteMessage(context))
    }
    return body(noteID)
  }

  /// Runs `body` with the note when it exists and is not locked; otherwise says why not.
  private func ifUnlocked(
    _ noteID: Note.ID, in data: UserDataState,
    _ body: (Note) -> Outcome<UserDataChange, FieldNotesDelegate>
  ) -> Outcome<UserDataChange, FieldNotesDelegate> {
    guard let note = data.note(noteID) else { return Outcome(message: Self.missingMessage(noteID)) }
    guard !data.isLocked(note) else {
      return Outcome(message: "“\(note.title)” is locked: type the notes passcode first.")
    }
    return body(note)
  }

  /// Parses editor text and saves the note `make` builds from it, then dismisses the editor.
  private func save(_ text: String, _ make: (NoteText) -> Note) -> Outcome<
    UserDataChange, FieldNotesDelegate
  > {
    do throws(NoteTextError) {
      let note = make(try NoteText(parsing: text))
      return Outcome(
        commands: [.dismiss], changes: [.saveNote(note)], message: "Saved “\(note.title)”.")
    } catch {
      return .rejected(error.description)
    }
  }
}
