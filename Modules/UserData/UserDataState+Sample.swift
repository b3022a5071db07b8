import MangaCatalog

extension UserDataState {
  /// The state of a fresh start: default settings, no progress, and three sample notes.
  ///
  /// The notes have fixed IDs so links and tests can name them: `note-1` about `op`,
  /// `note-2` about `aot`, and `note-3`, which is locked behind the default passcode.
  public static var sample: UserDataState {
    UserDataState(notes: sampleNotes)
  }

  /// The sample notes of a fresh start, in display order.
  public static var sampleNotes: [Note] {
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
        id: "note-3", title: "Private theories",
        body: "Who is really pulling the strings in the Culling Game.",
        seriesID: "jjk", isLocked: true),
    ]
  }
}
