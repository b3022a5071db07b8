import Foundation
import NavigationPersistence
import NavigationRouter
import UserData

/// The saved state of one `hoist` run: the data directory's lock, the state files, and the
/// ``SavePolicy``: saved after every command that changed something, checkpointed and flushed
/// to disk at most once a second and at exit.
@MainActor
package final class StateStore {
  /// The state file.
  package let file: SnapshotFile
  private let lock: DataDirectoryLock
  private let writer: StateWriter<AppSnapshot>
  private var lastSaved: AppSnapshot?
  private var lastSavedSource: (writes: Int, userData: UserDataState)?
  private let routeObjects = RouteObjectCache()
  private var copyBeforeNextSave: (label: String, protected: AppSnapshot?)?
  /// Whether loading copied the journal aside for a line that does not decode: the line stays
  /// in the journal until a save rewrites it, so the first save writes the state even when it
  /// is unchanged, else every later run would copy the journal aside again.
  private var journalNeedsRewrite = false

  /// Locks the data directory, removes temporary files that killed runs left, and opens its
  /// state file.
  ///
  /// - Parameters:
  ///   - directory: The data directory; created `0700` if missing.
  ///   - policy: When to flush to disk.
  ///   - faults: The test-only kill switch.
  /// - Throws: ``StorageError`` when the directory cannot be used or another `hoist` holds it.
  package init(
    directory: URL, policy: SavePolicy = .standard, faults: FaultInjection = .none
  ) throws(StorageError) {
    lock = try DataDirectoryLock(directory: directory)
    file = SnapshotFile(directory: directory)
    // The notes and the settings: most commands leave them as they were (a page turn changes
    // the reading progress beside them), so their JSON is reused from the last journal line.
    writer = StateWriter(
      file: file, policy: policy,
      reusing: [LastJournalFragment<[Note]>(), LastJournalFragment<AppSettings>()],
      reached: { faults.reach(FaultInjection.Step(rawValue: $0.rawValue) ?? .appended) })
    // Under the lock no other hoist is writing: any temporary file is a killed run's.
    var leftovers: [String] = []
    for name in PosixFile.names(in: directory).sorted()
    where StateWriter<AppSnapshot>.isTemporaryName(name, of: SnapshotFile.fileName)
      || StateWriter<AppSnapshot>.isTemporaryName(name, of: SnapshotFile.journalName)
    {
      if let problem = PosixFile.removeLeftover(directory.appendingPathComponent(name)) {
        leftovers.append(problem.shellMessage)
      }
    }
    self.leftovers = leftovers
  }

  /// Left-over temporary files that could not be removed at start (a folder with such a name),
  /// one message each, for the caller to report.
  package let leftovers: [String]

  /// Loads what was saved.
  ///
  /// - Returns: What the file held.
  /// - Throws: ``StorageError`` when the file is not a regular file or cannot be read.
  package func load() throws(StorageError) -> SnapshotFile.Loaded {
    let loaded = try file.load()
    switch loaded {
    case .snapshot(let snapshot), .migrated(let snapshot, _): lastSaved = snapshot
    case .unreadable(let problems, let recovered, _):
      journalNeedsRewrite = problems.contains {
        $0.file == SnapshotFile.journalName && !$0.setAside.isEmpty
      }
      // What decoded is the state on disk: a run that changes nothing leaves the files alone,
      // unless the journal holds a line that does not decode (its copy keeps every line).
      if !journalNeedsRewrite { lastSaved = recovered }
    default: break
    }
    return loaded
  }

  /// Treats a state as saved without writing it, so the files are left alone until something
  /// changes; the first save after that copies `state.json` and `state.journal` (each that
  /// holds anything) aside under `label` first.
  ///
  /// - Parameters:
  ///   - snapshot: The state the app starts in.
  ///   - label: The label of the copies made before the files are first written.
  package func adopt(_ snapshot: AppSnapshot, copyAsideAs label: String) {
    lastSaved = snapshot
    copyBeforeNextSave = (label, nil)
  }

  /// Copies the saved state aside under `label` before the first save that writes it, as
  /// ``adopt(_:copyAsideAs:)`` does, without changing what counts as saved: for a file that
  /// holds keys this build does not write back (see ``unwrittenKeys(in:)``).
  ///
  /// - Parameters:
  ///   - label: The label of the copies, such as `before-restore`.
  ///   - protected: The state as loaded with its secrets protected, written as the copy
  ///     instead of the bytes when the files hold a secret in plain text; `nil` copies the
  ///     bytes.
  package func copyAsideBeforeNextSave(as label: String, protected: AppSnapshot?) {
    copyBeforeNextSave = (label, protected)
  }

  /// The keys of the state as loaded that the app's state, just restored from it, does not
  /// write back (see ``UnwrittenKeys``): empty when nothing was loaded.
  ///
  /// - Parameter app: The app, just restored from what ``load()`` returned.
  /// - Returns: The file the state came from (the journal's last line or `state.json`) and
  ///   the keys' paths.
  package func unwrittenKeys(in app: HoistApp) -> (file: URL, paths: [String]) {
    guard let (source, bytes) = loadedBytes(),
      let written = try? file.encode(app.snapshot())
    else { return (file.url, []) }
    // A file this build wrote is its own encoding, byte for byte: nothing to look for, and
    // no two parses of the whole state at start-up.
    guard written != bytes else { return (source, []) }
    return (source, UnwrittenKeys.paths(in: bytes, missingFrom: written))
  }

  /// The bytes the loaded state came from: the journal's last complete line, else
  /// `state.json`.
  private func loadedBytes() -> (URL, Data)? {
    let journal = (try? PosixFile.read(file.journalURL, maximumSize: SnapshotFile.maximumSize))
    if let journal = journal ?? nil {
      var lines = journal.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      lines.removeLast()
      if let line = lines.last(where: { !$0.isEmpty }) { return (file.journalURL, Data(line)) }
    }
    let checkpoint = try? PosixFile.read(file.url, maximumSize: SnapshotFile.maximumSize)
    return (checkpoint ?? nil).map { (file.url, $0) }
  }

  /// Takes the app's state at start as saved when there was no state file, so a run that
  /// changes nothing (an empty script) writes no file; not when the journal holds a line that
  /// does not decode, which the first save removes.
  ///
  /// - Parameter app: The app as it starts.
  package func assumeSaved(_ app: HoistApp) {
    if lastSaved == nil, !journalNeedsRewrite { lastSaved = try? app.snapshot() }
  }

  /// Takes the app's state as saved when it is exactly what was loaded, so the first save
  /// after a command that changed nothing encodes no route; call once, after restoring.
  ///
  /// Only for an app restored with no change, repair or migrated secret: the comparison
  /// takes each route's object from what was loaded (see ``HoistApp/restoredSnapshot(_:)``).
  /// When anything else differs (a layout given on the command line, a tab the file lacks),
  /// nothing is taken, and the first save compares a full snapshot as before.
  ///
  /// - Parameter app: The app, just restored from what ``load()`` returned.
  /// - Returns: Whether the state was taken as saved.
  /// - Complexity: O(n) in the routes and notes, with no route encoded.
  @discardableResult
  package func assumeRestored(_ app: HoistApp) -> Bool {
    guard lastSavedSource == nil, copyBeforeNextSave == nil, let lastSaved,
      app.restoredSnapshot(lastSaved) == lastSaved
    else { return false }
    lastSavedSource = (writes: app.router.writeCount, userData: app.userData.state)
    return true
  }

  /// Saves the app's state when it differs from what was last saved.
  ///
  /// - Parameter app: The app.
  /// - Returns: The copies made before the files were written (see
  ///   ``adopt(_:copyAsideAs:)``): each file's name and its copy's path.
  /// - Throws: ``StorageError`` naming the path; nothing was written then.
  @discardableResult
  package func save(_ app: HoistApp) throws(StorageError) -> [(file: String, copy: String)] {
    // A command that changed nothing costs a counter and a data comparison: the router
    // counts its state writes, and writes only when the state differs.
    let source = (writes: app.router.writeCount, userData: app.userData.state)
    if let lastSavedSource, lastSavedSource == source { return [] }
    let snapshot: AppSnapshot
    do {
      snapshot = try app.snapshot(cache: routeObjects)
    } catch {
      throw .cannotWrite(path: file.url.path, reason: "cannot encode the state: \(error)")
    }
    guard snapshot != lastSaved else { return [] }
    var copies: [(file: String, copy: String)] = []
    if let (label, protected) = copyBeforeNextSave {
      if let protected {
        copies.append((file.url.lastPathComponent, try file.keepCopy(of: protected, label: label)))
      } else {
        for url in [file.url, file.journalURL] {
          if let copy = try AsideFile.copyAside(url, label: label, unlessEmpty: true) {
            copies.append((url.lastPathComponent, copy.path))
          }
        }
      }
      copyBeforeNextSave = nil
    }
    try writer.save(snapshot)
    lastSaved = snapshot
    lastSavedSource = source
    return copies
  }

  /// The copies of `state.json` and `state.journal` made because another program wrote them
  /// while this run held the data directory (the lock keeps out another `hoist` only), each
  /// returned once.
  ///
  /// - Returns: Each file's path and its copy's, oldest first; report them after each save and
  ///   at exit.
  package func takeOutsideCopies() -> [(file: String, copy: String)] {
    writer.takeOutsideCopies().map { ($0.file.path, $0.copy.path) }
  }

  /// Flushes the last save to disk; call once at exit.
  ///
  /// - Throws: ``StorageError`` naming the path.
  package func finish() throws(StorageError) {
    try writer.finish()
  }
}
