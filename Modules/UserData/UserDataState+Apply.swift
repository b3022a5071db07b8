import MangaCatalog
import SecretBox

extension UserDataState {
  /// Applies one change.
  ///
  /// - Parameter change: The change.
  /// - Complexity: O(n) in the number of notes for note changes, O(1) otherwise; a passcode
  ///   change also runs one PBKDF2 derivation and re-encrypts every locked note.
  package mutating func apply(_ change: UserDataChange) {
    switch change {
    case .recordProgress(let record):
      progress[record.seriesID] = record
    case .resetAllProgress:
      progress.removeAll()
    case .setList(let seriesID, let list):
      lists[seriesID] = list
    case .saveNote(var note):
      if note.isLocked, note.sealedBody == nil, let notesKey {
        seal(&note, with: notesKey)
      }
      if let number = Self.noteNumber(of: note.id) {
        lastNoteNumber = max(lastNoteNumber, number)
      }
      if let index = notes.firstIndex(where: { $0.id == note.id }) {
        notes[index] = note
      } else {
        notes.insert(note, at: 0)
      }
    case .deleteNote(let id):
      notes.removeAll { $0.id == id }
      unlockedNoteIDs.remove(id)
    case .unlockNote(let id):
      unlockedNoteIDs.insert(id)
    case .setReadingDirection(let direction):
      settings.readingDirection = direction
    case .setAppearance(let appearance):
      settings.appearance = appearance
    case .allowPasscodeChange:
      passcodeChangeAllowed = true
    case .setNotesPasscode(let passcode):
      changePasscode(to: passcode)
    case .notesPasscodeAccepted(let key):
      notesKey = key
      passcodeThrottle = PasscodeThrottle()
      for index in notes.indices where notes[index].isLocked && notes[index].sealedBody == nil {
        seal(&notes[index], with: key)
      }
    case .notesPasscodeRejected(let date):
      passcodeThrottle.recordFailure(at: date)
    }
  }

  /// Seals a locked note's plain body; on a libcrypto failure the note stays as it was.
  private func seal(_ note: inout Note, with key: SymmetricKey) {
    guard let box = try? SealedBox.seal(note.body, using: key) else { return }
    note.sealedBody = box
    note.body = ""
  }

  /// A new lock at the old lock's cost, every sealed body opened with the old key and sealed
  /// with the new one; all or nothing.
  private mutating func changePasscode(to passcode: String) {
    guard let oldKey = notesKey, let oldLock = settings.notesLock else { return }
    do throws(SecretBoxError) {
      let lock = try NotesLock(passcode: passcode, cost: oldLock.keyCost)
      let key = try lock.key(for: passcode)
      var resealed = notes
      for index in resealed.indices where resealed[index].isLocked {
        let body = try resealed[index].sealedBody?.openText(using: oldKey) ?? resealed[index].body
        resealed[index].sealedBody = try SealedBox.seal(body, using: key)
        resealed[index].body = ""
      }
      notes = resealed
      settings.notesLock = lock
    } catch {
      return
    }
    notesKey = nil
    unlockedNoteIDs.removeAll()
    passcodeChangeAllowed = false
  }
}
