import Foundation

/// When a ``PersistentStore`` flushes a saved state to disk.
///
/// Two files in the data directory hold the state: `state.json`, a checkpoint, and
/// `state.journal`, one line of JSON per saved state since that checkpoint.
///
/// - After every command that changed the state, before its result is shown, the whole state
///   is appended to the journal as one line (one `write(2)`, no flush). A killed process
///   (SIGKILL, Ctrl-C, a closed pipe) therefore never loses a result it showed: the kernel
///   has the line.
/// - At most once per ``flushInterval`` while commands keep coming (at once when the last
///   checkpoint, or the start, is older than that, else by a timer when it has passed) and
///   always at exit, the
///   state is checkpointed: written to a temporary file, flushed (`fsync`), renamed over
///   `state.json`, the directory flushed so the rename itself is durable, and the journal
///   emptied and flushed. A power cut therefore loses at most the last interval of commands.
///   A save that leaves the journal larger than 64 MiB (a quarter of the 256 MiB the store
///   reads back) checkpoints at once, however recent the last checkpoint, so quick saves of a
///   large state never make a journal too large to read.
/// - Reading takes `state.json`, then the last complete, valid line of the journal when there
///   is one: a line cut short by a crash is ignored, so a reader always finds exactly one
///   state that was saved, never a mix.
///
/// Renaming over an existing file costs a forced write-back on ext4 (`auto_da_alloc`), about
/// as much as a flush; appending a line does not, so a long script pays for one checkpoint a
/// second instead of one per command.
public struct SavePolicy: Sendable {
  /// The longest time a saved state may wait for its flush to disk, in seconds.
  public var flushInterval: TimeInterval

  /// Write-behind: one checkpoint a second at most, each save a journal line at once.
  public static let writeBehind = SavePolicy(flushInterval: 1)
  /// The same as ``writeBehind``.
  package static let standard = writeBehind
  /// A checkpoint after every save: the slowest, for states saved rarely.
  public static let immediate = SavePolicy(flushInterval: 0)

  /// Creates a policy.
  ///
  /// - Parameter flushInterval: Seconds between checkpoints at most; 0 checkpoints after
  ///   every save.
  public init(flushInterval: TimeInterval) {
    self.flushInterval = flushInterval
  }
}
