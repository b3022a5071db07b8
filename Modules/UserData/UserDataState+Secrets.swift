import Foundation
import SecretBox

extension UserDataState {
  /// A note's text as it may be shown: a plain body as is, a sealed body opened with
  /// ``notesKey``.
  ///
  /// - Parameter note: The note.
  /// - Returns: The text, or `nil` when it is sealed and no key of this session opens it.
  package func readableBody(of note: Note) -> String? {
    guard let sealed = note.sealedBody else { return note.body }
    guard let notesKey else { return nil }
    return try? sealed.openText(using: notesKey)
  }

  /// The state as it is saved: without what lives for one session only (unlocked notes, the
  /// passcode-change allowance, the notes key).
  package var withoutSessionState: UserDataState {
    var state = self
    state.unlockedNoteIDs = []
    state.passcodeChangeAllowed = false
    state.notesKey = nil
    return state
  }

  /// Migrates secrets read from a file written before they were protected: a plain notes
  /// passcode becomes a ``NotesLock`` and the plain bodies of locked notes are sealed under
  /// its key. The explicit step after decoding a saved state; a state already migrated is
  /// left as it is.
  ///
  /// A plain passcode that is not 4 to 8 digits (a hand-edited or damaged file) is replaced
  /// by the sample passcode `1234`, and the report says so without showing the old one.
  ///
  /// - Parameter cost: The PBKDF2 cost of the new lock; the app passes
  ///   ``KeyDerivationCost/standard``.
  /// - Returns: One line per thing migrated or repaired, for the user; empty when nothing
  ///   was to do.
  /// - Throws: ``SecretBoxError`` when libcrypto fails; the state is then unchanged.
  /// - Complexity: One PBKDF2 derivation when there is a plain passcode, plus O(n) in the
  ///   locked notes' text.
  package mutating func migrateSecrets(cost: KeyDerivationCost) throws(SecretBoxError) -> [String] {
    let plain = notes.indices.filter { notes[$0].isLocked && notes[$0].sealedBody == nil }
    guard let legacy = settings.legacyNotesPasscode else {
      guard !plain.isEmpty else { return [] }
      return [
        "\(Self.count(plain.count, "locked note")) not encrypted yet "
          + "(\(plain.map { notes[$0].id }.joined(separator: ", "))): "
          + "\(plain.count == 1 ? "it is" : "they are") encrypted when the notes passcode is "
          + "next typed"
      ]
    }
    var report: [String] = []
    var passcode = legacy
    if !NotesLock.isWellFormed(legacy) {
      passcode = NotesLock.samplePasscode
      report.append(
        "the saved notes passcode was not 4 to 8 digits; it is now \(NotesLock.samplePasscode): "
          + "change it in Settings, Notes passcode")
    }
    let lock = try NotesLock(passcode: passcode, cost: cost)
    let key = try lock.key(for: passcode)
    var migrated = notes
    for index in plain {
      migrated[index].sealedBody = try SealedBox.seal(migrated[index].body, using: key)
      migrated[index].body = ""
    }
    notes = migrated
    settings.notesLock = lock
    settings.legacyNotesPasscode = nil
    report.append(
      "the notes passcode is now stored as a salted hash (PBKDF2-HMAC-SHA256) and "
        + "\(Self.count(plain.count, "locked note")) encrypted (AES-256-GCM)")
    return report
  }

  /// `1 locked note is`, `2 locked notes are`.
  static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun) is" : "\(number) \(noun)s are"
  }
}
