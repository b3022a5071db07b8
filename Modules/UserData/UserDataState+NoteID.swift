extension UserDataState {
  /// The ID for a new note: `note-N` where N is one more than the largest `note-<number>` ID.
  ///
  /// Deterministic, so a pure intent handler can name a note before it is saved. IDs of
  /// another form (and an absurd `note-<Int.max>`) are ignored; with no numbered note the result is `note-1`.
  ///
  /// - Returns: An ID no current note has.
  /// - Complexity: O(n) in the number of notes.
  public func nextNoteID() -> Note.ID {
    let prefix = "note-"
    let numbers = notes.compactMap { note -> Int? in
      guard note.id.hasPrefix(prefix) else { return nil }
      let digits = note.id.dropFirst(prefix.count)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        return nil
      }
      return Int(digits)
    }.filter { $0 < Int.max }
    return prefix + String((numbers.max() ?? 0) + 1)
  }
}
