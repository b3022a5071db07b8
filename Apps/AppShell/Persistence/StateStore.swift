import Foundation

/// The saved state of one `hoist` run: the data directory's lock, the state file, and saving
/// after every command so that an interrupted run (Ctrl-C, a closed pipe) loses at most the
/// command it was in.
@MainActor
package final class StateStore {
  /// The state file.
  package let file: SnapshotFile
  private let lock: DataDirectoryLock
  private var lastSaved: AppSnapshot?

  /// Locks the data directory and opens its state file.
  ///
  /// - Parameter directory: The data directory; created if missing.
  /// - Throws: ``StorageError`` when the directory cannot be used or another `hoist` holds it.
  package init(directory: URL) throws(StorageError) {
    lock = try DataDirectoryLock(directory: directory)
    file = SnapshotFile(directory: directory)
  }

  /// Loads what was saved.
  ///
  /// - Returns: What the file held.
  package func load() -> SnapshotFile.Loaded {
    let loaded = file.load()
    if case .snapshot(let snapshot) = loaded { lastSaved = snapshot }
    return loaded
  }

  /// Saves the app's state when it differs from what was last saved.
  ///
  /// - Parameter app: The app.
  /// - Throws: ``StorageError`` naming the path.
  package func save(_ app: HoistApp) throws(StorageError) {
    let snapshot: AppSnapshot
    do {
      snapshot = try app.snapshot()
    } catch {
      throw .cannotWrite(path: file.url.path, reason: "cannot encode the state: \(error)")
    }
    guard snapshot != lastSaved else { return }
    try file.save(snapshot)
    lastSaved = snapshot
  }
}
