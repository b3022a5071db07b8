import Foundation
import MangaCatalog

extension UserDataState {
  /// Checks values read from a saved file the way input is checked, and repairs what is
  /// wrong instead of showing it: a later note with the ID of an earlier one gets a new ID
  /// (nothing is dropped), a negative note counter or wrong-passcode count becomes 0 (a count
  /// above ``PasscodeThrottle/maxFailures`` becomes that), reading progress with a chapter or
  /// page below 1 is forgotten, and a locked note's plain text beside its encrypted text is
  /// dropped (the encrypted text is the note's).
  ///
  /// A wrong passcode recorded later than `now` (a clock set back, or a hand-edited file)
  /// is taken as typed now, so the wait it imposes is never longer than its delay.
  ///
  /// The plain passcode of an old file is checked by ``migrateSecrets(cost:)``.
  ///
  /// - Parameter now: The current time, from the caller's clock.
  /// - Returns: One line per repair, naming the value; empty when everything was valid.
  /// - Complexity: O(n) in the notes and progress records.
  package mutating func repairRestoredValues(now: Date = Date()) -> [String] {
    var report: [String] = []
    if lastNoteNumber < 0 {
      report.append("the note counter was \(lastNoteNumber); it is now 0")
      lastNoteNumber = 0
    }
    var seen: Set<Note.ID> = []
    for index in notes.indices {
      let id = notes[index].id
      if seen.insert(id).inserted { continue }
      // nextNoteID() never returns an ID a current note has, so the new one is unique.
      let newID = nextNoteID()
      notes[index].id = newID
      seen.insert(newID)
      unlockedNoteIDs.remove(id)
      report.append("two notes had the ID \(id); the later one is now \(newID)")
    }
    for (seriesID, record) in progress.sorted(by: { $0.key < $1.key })
    where record.chapter < 1 || record.page < 1 {
      progress[seriesID] = nil
      report.append(
        "reading progress of \(seriesID) named chapter \(record.chapter), page \(record.page); "
          + "it is forgotten")
    }
    if passcodeThrottle.failures < 0 {
      report.append(
        "the count of wrong passcodes was \(passcodeThrottle.failures); it is now 0")
      passcodeThrottle.failures = 0
    } else if passcodeThrottle.failures > PasscodeThrottle.maxFailures {
      report.append(
        "the count of wrong passcodes was \(passcodeThrottle.failures); it is now \(PasscodeThrottle.maxFailures)"
      )
      passcodeThrottle.failures = PasscodeThrottle.maxFailures
    }
    if let last = passcodeThrottle.lastFailure, last > now {
      report.append(
        "the last wrong passcode was recorded in the future (\(Self.timestamp(last))); it now counts from \(Self.timestamp(now))"
      )
      passcodeThrottle.lastFailure = now
    }
    for index in notes.indices
    where notes[index].isLocked && notes[index].sealedBody != nil && !notes[index].body.isEmpty {
      notes[index].body = ""
      report.append(
        "the locked note \(notes[index].id) also held its text unencrypted; the plain copy is dropped (its encrypted text is kept)"
      )
    }
    return report
  }

  /// A time for a repair line, such as `2027-12-07T11:00:00Z`.
  private static func timestamp(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}
