/// A step of a save, in order, reported as it completes (tests kill the process at one to
/// prove that a crash at any step leaves the old state or the new one, never a mix).
package enum SaveStep: String, Sendable, CaseIterable {
  /// The state is a line of the journal, not yet checkpointed.
  case appended
  /// The checkpoint's temporary file is complete and flushed, not yet renamed.
  case written
  /// The checkpoint replaced the state file; the directory is not yet flushed.
  case renamed
  /// The directory is flushed and the journal emptied.
  case flushed
}
