extension UserDataState {
  /// The ID for a new note: `note-N` where N is one more than the largest number ever used by a
  /// `note-<number>` ID, so a deleted note's ID is never given to another note (an old link
  /// to it keeps showing "missing").
  ///
  /// Deterministic, so a pure intent handler can name a note before it is saved. IDs of
  /// another form (and an absurd `note-<Int.max>`) are ignored; with no numbered note ever
  /// saved the result is `note-1`. When one more than the largest number would overflow
  /// (`lastNoteNumber` or a note's number is `Int.max`) or names a current note, the result
  /// is the smallest `note-N` no current note has: then a deleted note's ID may come back.
  ///
  /// - Returns: An ID no current note has.
  /// - Complexity: O(n) in the number of notes.
  package func nextNoteID() -> Note.ID {
    let used = Set(notes.map(\.id))
    let highest = max(notes.compactMap { Self.noteNumber(of: $0.id) }.max() ?? 0, lastNoteNumber)
    let (next, overflow) = highest.addingReportingOverflow(1)
    if !overflow, next >= 1, !used.contains(Self.notePrefix + String(next)) {
      return Self.notePrefix + String(next)
    }
    // At most `notes.count` numbers are taken, so this stops by `notes.count + 1`.
    var number = 1
    while used.contains(Self.notePrefix + String(number)) { number += 1 }
    return Self.notePrefix + String(number)
  }

  static let notePrefix = "note-"

  /// The number of a `note-<number>` ID, or `nil` for other forms and for `Int.max`.
  static func noteNumber(of id: Note.ID) -> Int? {
    guard id.hasPrefix(notePrefix) else { return nil }
    let digits = id.dropFirst(notePrefix.count)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(digits), number < Int.max
    else { return nil }
    return number
  }
}
