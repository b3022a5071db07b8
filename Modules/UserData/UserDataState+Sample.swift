import MangaCatalog
import SecretBox

extension UserDataState {
  /// The state of a fresh start: default settings, no progress, and three sample notes.
  ///
  /// The notes have fixed IDs so links and tests can name them: `note-1` about `op`,
  /// `note-2` about `aot`, and `note-3`, which is locked behind the default passcode `1234`
  /// (``NotesLock/sample``, 600,000 PBKDF2 iterations) with its body sealed.
  package static var sample: UserDataState {
    UserDataState(notes: sampleNotes)
  }

  /// The sample state with a new lock for `1234` at another cost and note-3 sealed under it,
  /// so tests can type the passcode without paying the shipped cost.
  ///
  /// - Parameter cost: The PBKDF2 cost; the app never calls this, it uses ``sample``.
  /// - Returns: The sample state.
  /// - Throws: ``SecretBoxError`` when libcrypto fails.
  package static func sample(cost: KeyDerivationCost) throws(SecretBoxError) -> UserDataState {
    let lock = try NotesLock(passcode: NotesLock.samplePasscode, cost: cost)
    let key = try lock.key(for: NotesLock.samplePasscode)
    var notes = sampleNotes
    notes[2].sealedBody = try SealedBox.seal(samplePrivateBody, using: key)
    return UserDataState(notes: notes, settings: AppSettings(notesLock: lock))
  }

  /// The sample notes of a fresh start, in display order; note-3's body is sealed.
  package static var sampleNotes: [Note] {
    [
      Note(
        id: "note-1", title: "Panel pacing in chapter 1085",
        body: "Three silent pages before the reveal; the page turns do the talking.",
        seriesID: "op"),
      Note(
        id: "note-2", title: "Scale of the walls",
        body: "Wide shots first, close-ups later: the early chapters teach how big a Titan is.",
        seriesID: "aot"),
      Note(
        id: "note-3", title: "Private theories", body: "", seriesID: "jjk", isLocked: true,
        sealedBody: NotesLock.sampleSealedBody),
    ]
  }

  /// The text of the locked sample note, note-3.
  package static let samplePrivateBody = "Who is really pulling the strings in the Culling Game."
}
