import MangaCatalog

extension UserDataState {
  /// Applies one change.
  ///
  /// - Parameter change: The change.
  /// - Complexity: O(n) in the number of notes for note changes, O(1) otherwise.
  public mutating func apply(_ change: UserDataChange) {
    switch change {
    case .recordProgress(let record):
      progress[record.seriesID] = record
    case .resetAllProgress:
      progress.removeAll()
    case .setList(let seriesID, let list):
      lists[seriesID] = list
    case .saveNote(let note):
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
      settings.notesPasscode = passcode
      unlockedNoteIDs.removeAll()
      passcodeChangeAllowed = false
    }
  }
}
