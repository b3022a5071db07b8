import Dispatch
import Foundation

/// Carries out the ``SavePolicy`` for one data directory: appends each saved state to
/// `state.journal` at once, and checkpoints it into `state.json` at most once per interval (the
/// late checkpoint by a timer, the last one by ``finish()``).
///
/// Used from the main thread while its timer runs on another: both hold one lock.
package final class StateWriter<State: PersistableState>: @unchecked Sendable {
  private let file: StateFile<State>
  private let directory: URL
  private let temporary: URL
  private let policy: SavePolicy
  /// The journal's size, in bytes, past which a save checkpoints at once whatever the interval.
  private let journalLimit: Int
  private let reached: @Sendable (SaveStep) -> Void
  private let lock = NSLock()
  private var journal: Int32?
  private var pending: State?
  private var lastCheckpoint: UInt64
  private var timerPending = false
  private var timerError: StorageError?
  /// `state.json` as this run last knew it (at start, then as each checkpoint wrote it), so
  /// that a file another program wrote meanwhile is copied aside before it is replaced.
  private var checkpointIdentity: FileIdentity?
  /// `state.journal` as this run last knew it (at start, then after each line and each
  /// emptying), so that lines another program wrote meanwhile are copied aside before they are
  /// emptied, and a journal another program put in its place is the one appended to.
  private var journalIdentity: FileIdentity?
  /// The files another program changed, each copied aside, not yet reported.
  private var outsideCopies: [(file: URL, copy: URL)] = []
  /// The JSON of parts of the last journal line, reused where those parts are unchanged (see
  /// ``JournalEncoder/encode(_:reusing:)``). Used only by ``save(_:)``, on the caller's thread.
  private let reusedJSON: [any JournalFragment]

  /// Creates the writer.
  ///
  /// - Parameters:
  ///   - file: The state file and its journal.
  ///   - policy: When to checkpoint.
  ///   - reusing: The parts of a state whose JSON is kept from one journal line to the next
  ///     (parts most saves leave as they were); empty encodes every line whole.
  ///   - journalLimit: The journal's size past which a save checkpoints at once, however
  ///     recent the last checkpoint: by default ``defaultJournalLimit``.
  ///   - reached: Called as each step of a save completes (a test's kill switch).
  package init(
    file: StateFile<State>, policy: SavePolicy, reusing: [any JournalFragment] = [],
    journalLimit: Int = defaultJournalLimit,
    reached: @escaping @Sendable (SaveStep) -> Void = { _ in }
  ) {
    self.file = file
    self.journalLimit = journalLimit
    self.reusedJSON = reusing
    self.reached = reached
    self.directory = file.url.deletingLastPathComponent()
    self.temporary = Self.temporaryURL(for: file.url, pid: getpid())
    self.policy = policy
    // The start counts as a checkpoint: what was loaded is on disk already.
    self.lastCheckpoint = DispatchTime.now().uptimeNanoseconds
    self.checkpointIdentity = FileIdentity.of(file.url)
    self.journalIdentity = FileIdentity.of(file.journalURL)
  }

  deinit {
    if let journal { close(journal) }
  }

  /// A quarter of the largest file read back (``StateFile/maximumSize``): a journal past it
  /// is checkpointed at once, so quick saves of a large state never make a journal that the
  /// next start would refuse to read.
  package static var defaultJournalLimit: Int { StateFile<State>.maximumSize / 4 }

  /// The temporary file a process writes before renaming it over the state file:
  /// `.<name>.<pid>.tmp` beside it.
  ///
  /// - Parameters:
  ///   - url: The state file.
  ///   - pid: The writing process.
  /// - Returns: The temporary file.
  package static func temporaryURL(for url: URL, pid: Int32) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(pid).tmp")
  }

  /// Whether a name is a temporary state file, left by any process.
  ///
  /// - Parameters:
  ///   - name: A name in the directory.
  ///   - fileName: The state file's name, such as `state.json`.
  /// - Returns: `true` for `.<fileName>.<digits>.tmp`.
  package static func isTemporaryName(_ name: String, of fileName: String) -> Bool {
    let prefix = ".\(fileName)."
    guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return false }
    let digits = name.dropFirst(prefix.count).dropLast(4)
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Saves a state: appends it to the journal now, and checkpoints it when the last checkpoint
  /// is older than the policy's interval or the journal has grown past its limit (else a
  /// timer will).
  ///
  /// - Parameter snapshot: The whole state.
  /// - Throws: ``StorageError`` naming the path; what was saved before is then intact. A
  ///   failure of an earlier timed checkpoint is thrown here too, after the line is appended.
  package func save(_ snapshot: State) throws(StorageError) {
    let line = try file.encodeLine(snapshot, reusing: reusedJSON)
    lock.lock()
    defer { lock.unlock() }
    try keepJournalChangedOutside()
    let journal = try openJournal()
    if let failure = PosixFile.writeAll(journal, line) {
      throw .cannotWrite(path: file.journalURL.path, reason: failure)
    }
    journalIdentity = FileIdentity.of(descriptor: journal)
    var info = stat()
    let journalSize = fstat(journal, &info) == 0 ? Int(info.st_size) : 0
    reached(.appended)
    pending = snapshot
    // A timed checkpoint that failed is said now, once this state is in the journal: the
    // result about to be shown is not lost to a kill even so.
    if let error = timerError {
      timerError = nil
      throw error
    }
    let now = DispatchTime.now().uptimeNanoseconds
    let interval = UInt64(max(0, policy.flushInterval) * 1_000_000_000)
    if now - lastCheckpoint < interval, journalSize <= journalLimit {
      scheduleCheckpoint(at: lastCheckpoint + interval)
    } else {
      try checkpointLocked()
    }
  }

  /// Checkpoints what was saved and not yet checkpointed; call at exit.
  ///
  /// - Throws: ``StorageError`` when the checkpoint, or an earlier timed one, failed.
  package func finish() throws(StorageError) {
    lock.lock()
    defer { lock.unlock() }
    if let error = timerError {
      timerError = nil
      throw error
    }
    try checkpointLocked()
  }

  /// The copies of `state.json` and `state.journal` made since the last call because another
  /// program wrote them while this run held the data directory; each is reported once.
  ///
  /// - Returns: Each file and its copy, oldest first.
  package func takeOutsideCopies() -> [(file: URL, copy: URL)] {
    lock.lock()
    defer { lock.unlock() }
    defer { outsideCopies = [] }
    return outsideCopies
  }

  // MARK: - Internals

  /// The journal, opened once. A last line without its line break is a save a kill cut short
  /// (its result was never shown, and reading ignores it): it is cut off, so the next record
  /// starts on its own line and no incomplete line is ever taken for a complete one.
  private func openJournal() throws(StorageError) -> Int32 {
    if let journal { return journal }
    let opened = try PosixFile.openForAppending(file.journalURL)
    var info = stat()
    if fstat(opened, &info) == 0, info.st_size > 0 {
      let end = Self.endOfLastLine(opened, size: info.st_size)
      // When the end cannot be found or cut, the line is ended instead: never glued to the next.
      if end.map({ $0 < info.st_size && ftruncate(opened, $0) != 0 }) ?? true {
        if PosixFile.writeAll(opened, Data("\n".utf8)) != nil {
          close(opened)
          throw .cannotWrite(path: file.journalURL.path, reason: PosixFile.reason())
        }
      }
    }
    journal = opened
    return opened
  }

  /// Copies `state.journal` aside when another program changed it since this run last wrote
  /// it, and lets go of the file this run appends to when the name no longer holds it (another
  /// program replaced or removed it), so the next line goes to the file under the name.
  private func keepJournalChangedOutside() throws(StorageError) {
    let current = FileIdentity.of(file.journalURL)
    guard current != journalIdentity else { return }
    if current != nil, let copy = try AsideFile.copyAside(file.journalURL, label: "changed") {
      outsideCopies.append((file.journalURL, copy))
    }
    if let journal {
      let stillThere =
        current.flatMap { current in
          FileIdentity.of(descriptor: journal).map(current.isSameFile(as:))
        } ?? false
      if !stillThere {
        close(journal)
        self.journal = nil
      }
    }
    journalIdentity = current
  }

  /// The offset just after the last line break, 0 when there is none, `nil` when the file
  /// cannot be read.
  private static func endOfLastLine(_ descriptor: Int32, size: off_t) -> off_t? {
    var position = size
    var buffer = [UInt8](repeating: 0, count: 4096)
    while position > 0 {
      let count = Int(min(off_t(buffer.count), position))
      position -= off_t(count)
      let read = buffer.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress, count, position)
      }
      guard read == count else { return nil }
      if let index = buffer[..<count].lastIndex(of: UInt8(ascii: "\n")) {
        return position + off_t(index) + 1
      }
    }
    return 0
  }

  private func checkpointLocked() throws(StorageError) {
    guard let snapshot = pending else { return }
    let data = try file.encode(snapshot)
    // Another program wrote `state.json` since this run read or wrote it (the lock keeps out
    // another process using the store only): its bytes are kept before they are replaced.
    if let current = FileIdentity.of(file.url), current != checkpointIdentity,
      let copy = try AsideFile.copyAside(file.url, label: "changed")
    {
      outsideCopies.append((file.url, copy))
    }
    // A file the user made group-readable stays so; a new file is the user's alone.
    var mode = PosixFile.fileMode
    if case .regular(let existing)? = try PosixFile.kind(of: file.url) { mode = existing }
    PosixFile.removeRegular(temporary)
    try PosixFile.create(temporary, data: data, mode: mode, sync: true)
    // A rename keeps the file and its modification time: this is `state.json` once renamed.
    let written = FileIdentity.of(temporary)
    reached(.written)
    do {
      try PosixFile.rename(temporary, to: file.url)
    } catch {
      PosixFile.removeRegular(temporary)
      throw error
    }
    checkpointIdentity = written
    reached(.renamed)
    try PosixFile.syncDirectory(directory)
    try keepJournalChangedOutside()
    // A journal another program put in place of this run's is emptied too: its lines are
    // copied aside, and left in place they would be read over the checkpoint.
    var emptied = journal
    if emptied == nil, FileIdentity.of(file.journalURL) != nil { emptied = try openJournal() }
    if let emptied {
      guard ftruncate(emptied, 0) == 0, fsync(emptied) == 0 else {
        throw .cannotWrite(path: file.journalURL.path, reason: PosixFile.reason())
      }
      journalIdentity = FileIdentity.of(descriptor: emptied)
    }
    pending = nil
    lastCheckpoint = DispatchTime.now().uptimeNanoseconds
    reached(.flushed)
  }

  /// Checkpoints by a timer. The timer holds the writer weakly: a writer its owner let go (after
  /// ``finish()``, or a run that ended) is freed at once with its journal descriptor and the
  /// notes and settings ``reusedJSON`` keeps, instead of living until the timer fires (up to
  /// the interval later; for a command-line program, past its exit). A state saved and not yet checkpointed
  /// is in the journal already, so nothing is lost when the timer finds no writer.
  private func scheduleCheckpoint(at uptime: UInt64) {
    guard !timerPending else { return }
    timerPending = true
    DispatchQueue.global().asyncAfter(deadline: DispatchTime(uptimeNanoseconds: uptime)) {
      [weak self] in
      guard let self else { return }
      lock.lock()
      defer { lock.unlock() }
      timerPending = false
      do throws(StorageError) {
        try checkpointLocked()
      } catch {
        timerError = error
      }
    }
  }
}
