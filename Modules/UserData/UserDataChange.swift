import Foundation
import MangaCatalog
import SecretBox

/// One change to the user's data, emitted by a feature in its outcome and applied by the
/// composition root.
package enum UserDataChange: Hashable, Sendable {
  /// Records the last-read position of a series.
  case recordProgress(ReadingProgress)
  /// Forgets the reading progress of every series.
  case resetAllProgress
  /// Puts a series on a list, or takes it off every list with `nil`.
  case setList(seriesID: Series.ID, list: ReadingList?)
  /// Adds a note at the top of the list, or replaces the note with the same ID.
  case saveNote(Note)
  /// Deletes the note with an ID; a no-op when it is gone.
  case deleteNote(Note.ID)
  /// Unlocks a locked note for this session.
  case unlockNote(Note.ID)
  /// Changes the reading direction.
  case setReadingDirection(AppSettings.ReadingDirection)
  /// Changes the appearance.
  case setAppearance(AppSettings.Appearance)
  /// Records that the current notes passcode was typed, allowing one passcode change.
  case allowPasscodeChange
  /// Changes the notes passcode: a new ``NotesLock`` (new salts, the cost of the old lock),
  /// every sealed body re-encrypted under the new key; locks every unlocked note again and
  /// ends the allowance ``allowPasscodeChange`` gave. Needs ``UserDataState/notesKey``
  /// (the old passcode typed in this session); without it nothing changes.
  case setNotesPasscode(String)
  /// The notes passcode was typed right: remembers its key for this session, resets the
  /// wrong-passcode throttle, and seals any locked note whose body is still plain.
  case notesPasscodeAccepted(key: SymmetricKey)
  /// A wrong notes passcode was typed at a time: counts toward the throttle.
  case notesPasscodeRejected(at: Date)
}
