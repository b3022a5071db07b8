import Foundation

/// Saves an app's state in a data directory so that it survives a relaunch, a kill and a power
/// cut, and loads it back.
///
/// Two files hold the state: `state.json`, a checkpoint, and `state.journal`, one line of JSON
/// per state saved since. ``save(_:)`` appends a line (one `write(2)`, the kernel has it, so a
/// killed process loses nothing it showed) and checkpoints at most once per
/// ``SavePolicy/flushInterval``; ``saveNow(_:)`` checkpoints at once; ``flush()`` checkpoints
/// what is pending. A checkpoint writes a temporary file, flushes it, renames it over
/// `state.json`, flushes the directory and empties the journal.
///
/// The store never follows a symbolic link; creates the directory `0700` and its files `0600`;
/// holds an exclusive lock on the directory while it lives (a second process gets
/// ``StorageError/busy(path:)``); refuses a file larger than 256 MiB before reading it; and
/// never deletes a file it cannot read: such content is set aside under a time-stamped name
/// and reported.
///
/// A router's navigation is saved as its `NavigationSnapshot`, which is a ``PersistableState``:
///
/// ```swift
/// let store = try PersistentStore<NavigationSnapshot>(directory: directory)
/// if let saved = try store.load().state { router.restore(from: saved) }
/// try store.save(router.snapshot())
/// ```
///
/// On Apple platforms, save after each change (or on `scenePhase` leaving `.active`) and
/// call ``flush()`` when it becomes `.background`:
///
/// ```swift
/// .onChange(of: scenePhase) { _, phase in
///   if phase != .active { try? store.save(router.snapshot()) }
///   if phase == .background { try? store.flush() }
/// }
/// ```
@MainActor
public final class PersistentStore<State: PersistableState> {
  /// The data directory.
  public let directory: URL
  private let lock: DataDirectoryLock
  private let file: StateFile<State>
  private let writer: StateWriter<State>
  private var lastSaved: State?
  private var copyBeforeNextSave: String?

  /// Opens a data directory: creates it `0700` when missing, takes its lock and removes the
  /// temporary files a killed process left.
  ///
  /// - Parameters:
  ///   - directory: The data directory, such as one inside Application Support.
  ///   - policy: How long a saved state may wait for its checkpoint; ``SavePolicy/writeBehind``
  ///     by default.
  /// - Throws: ``StorageError`` when the directory cannot be used or another process holds it.
  public init(directory: URL, policy: SavePolicy = .writeBehind) throws(StorageError) {
    self.directory = directory
    lock = try DataDirectoryLock(directory: directory)
    file = StateFile(directory: directory)
    writer = StateWriter(file: file, policy: policy)
    for name in PosixFile.names(in: directory)
    where StateWriter<State>.isTemporaryName(name, of: StateFile<State>.fileName) {
      _ = PosixFile.removeLeftover(directory.appendingPathComponent(name))
    }
  }

  /// Loads what was saved: the journal's last complete line, else the checkpoint, migrated
  /// to the current format version.
  ///
  /// - Returns: The state to start from and what happened; show its ``LoadedState/messages``.
  /// - Throws: ``StorageError`` when a file is not a regular file, is too large or cannot be
  ///   read (nothing is changed then), or when content that does not decode cannot be set
  ///   aside.
  public func load() throws(StorageError) -> LoadedState<State> {
    switch try file.load() {
    case .missing:
      return LoadedState(state: nil, origin: .nothingSaved)
    case .snapshot(let state):
      lastSaved = state
      return LoadedState(state: state, origin: .saved)
    case .migrated(let state, let version):
      lastSaved = state
      return LoadedState(state: state, origin: .migrated(from: version))
    case .unreadable(let problems, let recovered, _):
      return LoadedState(state: recovered, origin: .recovered, messages: problems.map(\.message))
    case .newerVersion(let newer):
      copyBeforeNextSave = "version-\(newer.version)"
      return LoadedState(
        state: nil, origin: .newerVersion(newer.version),
        messages: [
          "\(newer.paths) written by a newer version (format \(newer.version); this one reads \(State.currentVersion)) are kept as they are and copied aside before the first save"
        ])
    }
  }

  /// Saves a state, write-behind: appends it to the journal before returning, and checkpoints
  /// it when the last checkpoint is older than the policy's interval (else a timer does).
  ///
  /// Call it before the result of a change shows. A state equal to the last one saved or
  /// loaded writes nothing.
  ///
  /// - Parameter state: The whole state.
  /// - Returns: Whether anything was written.
  /// - Throws: ``StorageError`` naming the path; what was saved before is then intact. A
  ///   failed timed checkpoint is thrown by the next save, after its line is appended.
  @discardableResult
  public func save(_ state: State) throws(StorageError) -> Bool {
    guard state != lastSaved else { return false }
    if let label = copyBeforeNextSave {
      for url in [file.url, file.journalURL] {
        _ = try AsideFile.copyAside(url, label: label, unlessEmpty: true)
      }
      copyBeforeNextSave = nil
    }
    try writer.save(state)
    lastSaved = state
    return true
  }

  /// Saves a state and checkpoints it at once, flushed to disk before returning.
  ///
  /// - Parameter state: The whole state.
  /// - Throws: ``StorageError`` naming the path; what was saved before is then intact.
  public func saveNow(_ state: State) throws(StorageError) {
    try save(state)
    try flush()
  }

  /// Checkpoints the state saved and not yet checkpointed, flushed to disk; call when the app
  /// goes to the background and before it exits.
  ///
  /// - Throws: ``StorageError`` when the checkpoint, or an earlier timed one, failed.
  public func flush() throws(StorageError) {
    try writer.finish()
  }
}
