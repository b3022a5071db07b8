import Foundation
import NavigationRouter

/// Reads and writes a saved state in a data directory, never following a symbolic link:
/// `state.json` (the checkpoint) and `state.journal` (one line per state saved since, see
/// ``SavePolicy``).
///
/// Content that does not decode is set aside (renamed, never deleted) and reported. A
/// `state.json` or `state.journal` that is a symbolic link, a directory, a FIFO or a device,
/// that is larger than ``maximumSize``, or that cannot be read, is an error: nothing is moved
/// or written.
package struct StateFile<State: PersistableState>: Sendable {
  /// The checkpoint's name inside the data directory.
  package static var fileName: String { "state.json" }
  /// The journal's name inside the data directory.
  package static var journalName: String { "state.journal" }
  /// The largest checkpoint or journal read, in bytes: 256 MiB. A larger file is refused,
  /// naming it, before any byte of it is read.
  package static var maximumSize: Int { 256 << 20 }

  /// The checkpoint, `state.json`.
  package let url: URL
  /// The journal, `state.journal`.
  package let journalURL: URL

  /// Creates a reference to the state files of a data directory.
  ///
  /// - Parameter directory: The data directory.
  package init(directory: URL) {
    url = directory.appendingPathComponent(Self.fileName)
    journalURL = directory.appendingPathComponent(Self.journalName)
  }

  /// What loading found.
  package enum Loaded: Sendable {
    /// No saved state yet.
    case missing
    /// The saved snapshot.
    case snapshot(State)
    /// The saved snapshot, read from an older format `version` by ``SnapshotMigration``; the
    /// next save writes the current version. (It is not copied aside: the step loses nothing,
    /// and a copy would keep secrets that loading protects, such as a plain passcode.)
    case migrated(State, from: Int)
    /// Content did not decode and was set aside; `recovered` is the newest state that did, if
    /// any, and `source` the file it came from.
    case unreadable(problems: [Problem], recovered: State?, source: String?)
    /// A newer program wrote the state: nothing was read, moved or changed.
    case newerVersion(Newer)
  }

  /// Content that did not decode, and where it was kept.
  package struct Problem: Hashable, Sendable {
    /// The file's name, `state.json` or `state.journal`.
    package var file: String
    /// What is wrong, naming the file (and the line, in the journal).
    package var reason: String
    /// The copy's path; empty when only looking (``peek()``).
    package var setAside: String
    /// Whether the file was moved (`state.json`) rather than copied (the journal, which also
    /// holds the valid lines the app starts from).
    package var moved: Bool

    /// One line for the user: what is wrong and where it was kept.
    package var message: String {
      guard !setAside.isEmpty else { return reason }
      return "\(reason); \(moved ? "set aside as" : "\(file) copied to") \(setAside)"
    }
  }

  /// State written by a newer program.
  package struct Newer: Hashable, Sendable {
    /// The highest format version found.
    package var version: Int
    /// The files that hold it: `state.json`, `state.journal` or both.
    package var files: [URL]

    /// The files' paths joined for a sentence: `a` or `a and b`.
    package var paths: String {
      files.map(\.path).joined(separator: " and ")
    }
  }

  /// Loads the saved snapshot: the journal's last complete line when there is one, else
  /// `state.json`.
  ///
  /// A complete journal line that does not decode is never dropped silently: the journal is
  /// copied aside (it stays in place, since it also holds the lines the app starts from) and
  /// the problem is reported. A journal line or checkpoint from a newer format version stops
  /// loading: nothing is read, moved or copied.
  ///
  /// - Returns: What was found.
  /// - Throws: ``StorageError`` when a file is not a regular file or cannot be read (not
  ///   corrupt: nothing is set aside), or when bad content cannot be set aside.
  package func load() throws(StorageError) -> Loaded {
    try load(settingAside: true)
  }

  /// Reads the saved state like ``load()``, but leaves content that does not decode where
  /// it is (each problem's `setAside` is then empty): for looking without changing anything.
  ///
  /// - Returns: What was found.
  /// - Throws: ``StorageError`` when a file is not a regular file or cannot be read.
  package func peek() throws(StorageError) -> Loaded {
    try load(settingAside: false)
  }

  private func load(settingAside: Bool) throws(StorageError) -> Loaded {
    let checkpoint = try PosixFile.read(url, maximumSize: Self.maximumSize)
    let journal = try PosixFile.read(journalURL, maximumSize: Self.maximumSize)
    let lines = Self.lines(of: journal ?? Data())
    var newest: (snapshot: State, version: Int)?
    var badLines: [(number: Int, reason: String)] = []
    var newer: [(URL, Int)] = []
    // Every line is checked, so a bad one is reported even when a later one is good; the
    // last line that decodes (or is newer) is the state.
    for (index, line) in lines.enumerated() where !line.isEmpty {
      switch decode(line, name: "\(journalURL.lastPathComponent) line \(index + 1)") {
      case .good(let snapshot, let version):
        newest = (snapshot, version)
        newer = []
      case .newer(let version):
        newest = nil
        newer = [(journalURL, version)]
      case .bad(let reason): badLines.append((index + 1, reason))
      }
    }
    var checkpointDecoded: Decoded?
    if let checkpoint {
      let decoded = decode(checkpoint, name: url.lastPathComponent)
      checkpointDecoded = decoded
      if case .newer(let version) = decoded { newer.insert((url, version), at: 0) }
    }
    if !newer.isEmpty {
      return .newerVersion(Newer(version: newer.map(\.1).max() ?? 0, files: newer.map(\.0)))
    }
    var problems: [Problem] = []
    if !badLines.isEmpty {
      let name = journalURL.lastPathComponent
      let reason =
        badLines.count == 1
        ? badLines[0].reason
        : "\(name) lines \(badLines.map { String($0.number) }.joined(separator: ", ")) do not decode (\(badLines[0].reason), ...)"
      let copy =
        settingAside ? try AsideFile.copyAside(journalURL, label: "corrupt")?.path ?? "" : ""
      problems.append(Problem(file: name, reason: reason, setAside: copy, moved: false))
    }
    var fromCheckpoint: (snapshot: State, version: Int)?
    switch checkpointDecoded {
    case .good(let snapshot, let version)?: fromCheckpoint = (snapshot, version)
    case .bad(let reason)?:
      let moved = settingAside ? try AsideFile.setAside(url).path : ""
      problems.append(
        Problem(file: url.lastPathComponent, reason: reason, setAside: moved, moved: true))
    case .newer?, nil: break
    }
    let recovered = newest ?? fromCheckpoint
    if !problems.isEmpty {
      let source =
        newest != nil
        ? journalURL.lastPathComponent : fromCheckpoint != nil ? url.lastPathComponent : nil
      return .unreadable(problems: problems, recovered: recovered?.snapshot, source: source)
    }
    guard let recovered else { return .missing }
    // The oldest version among the files is the one an older program would need kept.
    let oldest = min(newest?.version ?? .max, fromCheckpoint?.version ?? .max)
    return oldest < State.currentVersion
      ? .migrated(recovered.snapshot, from: oldest) : .snapshot(recovered.snapshot)
  }

  /// The complete lines of a journal: a last line without its line break was cut short.
  private static func lines(of data: Data) -> [Data] {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    lines.removeLast()
    return lines
  }

  private enum Decoded {
    case good(State, from: Int)
    case newer(Int)
    case bad(String)
  }

  private func decode(_ data: Data, name: String) -> Decoded {
    // A file of the current version (what this program writes) is parsed once: reading the version
    // alone would parse the whole file first. Anything else (an older or newer version, a
    // file that does not decode) is read as before, version first.
    if let current = try? State.decode(data, version: State.currentVersion),
      current.version == State.currentVersion
    {
      return .good(current, from: State.currentVersion)
    }
    let version: Int
    do {
      version = try JSONDecoder().decode(FormatVersion.self, from: data).version
    } catch {
      return .bad("\(name) is not a valid state file (\(StateFileDiagnosis.describe(data)))")
    }
    if version > State.currentVersion { return .newer(version) }
    do {
      return .good(try State.decode(data, version: version), from: version)
    } catch let error as DecodingError {
      return .bad("\(name) is not a valid state file (\(Self.describe(error, data: data)))")
    } catch {
      return .bad("\(name) has an \(error)")
    }
  }

  /// The checkpoint's bytes: pretty JSON with sorted keys, so equal states are equal files.
  ///
  /// - Parameter snapshot: The state.
  /// - Returns: The JSON.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` when it cannot be encoded.
  package func encode(_ snapshot: State) throws(StorageError) -> Data {
    try encode(snapshot, formatting: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
  }

  /// A journal line: compact JSON (which holds no line break), streamed by
  /// ``JournalEncoder``, and a line break.
  ///
  /// - Parameters:
  ///   - snapshot: The state.
  ///   - fragments: The JSON of parts of the last line saved, reused where those parts are
  ///     unchanged (see ``JournalEncoder/encode(_:reusing:)``); empty encodes everything.
  /// - Returns: The line.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` when it cannot be encoded.
  package func encodeLine(_ snapshot: State, reusing fragments: [any JournalFragment] = [])
    throws(StorageError) -> Data
  {
    do {
      var line = try JournalEncoder.encode(snapshot, reusing: fragments)
      line.append(UInt8(ascii: "\n"))
      return line
    } catch {
      throw .cannotWrite(path: journalURL.path, reason: "cannot encode the state: \(error)")
    }
  }

  private func encode(_ snapshot: State, formatting: JSONEncoder.OutputFormatting)
    throws(StorageError) -> Data
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = formatting
    do {
      return try encoder.encode(snapshot)
    } catch {
      throw .cannotWrite(path: url.path, reason: "cannot encode the state: \(error)")
    }
  }

  /// Writes a state beside the state file before it is replaced by less than it held
  /// (restoration dropped routes), so nothing the user had is lost.
  ///
  /// - Parameters:
  ///   - snapshot: The state as it was loaded.
  ///   - label: What the copy is, such as `before-restore`.
  /// - Returns: The copy's path.
  /// - Throws: ``StorageError`` when the copy cannot be written.
  package func keepCopy(of snapshot: State, label: String = "before-restore")
    throws(StorageError) -> String
  {
    try AsideFile.write(encode(snapshot), beside: url, label: label).path
  }

  /// Copies the saved state's files aside byte for byte, as they are before anything is
  /// repaired or written: `state.json` and `state.journal` (the lines it applied), each that
  /// exists and holds anything.
  ///
  /// - Parameter label: What the copies are, such as `before-restore`.
  /// - Returns: The copies' paths, `state.json`'s first.
  /// - Throws: ``StorageError`` when a file cannot be read or its copy written.
  package func keepLoadedCopy(label: String = "before-restore") throws(StorageError) -> [String] {
    var copies: [String] = []
    for file in [url, journalURL] {
      if let copy = try AsideFile.copyAside(file, label: label, unlessEmpty: true) {
        copies.append(copy.path)
      }
    }
    return copies
  }

  /// What a decoding error says is wrong, by field path, as a state file's problems are
  /// reported: `missing 'selectedTab' at the top level`, `wrong value at windows[0].layout`.
  ///
  /// - Parameters:
  ///   - error: The error decoding `data` threw.
  ///   - data: The JSON decoded, described (not JSON, with where) when the error is at its
  ///     top level.
  /// - Returns: The description; it never holds a value from `data`.
  package static func describe(_ error: DecodingError, data: Data) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      "missing '\(key.stringValue)' at \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      "wrong value at \(path(context))"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? StateFileDiagnosis.describe(data) : "bad value at \(path(context))"
    @unknown default:
      "\(error)"
    }
  }

  /// A decoding error's field path, such as `userData.notes[2].sealedBody.nonce`: array
  /// positions in brackets (0-based), never Foundation's `Index 2`.
  package static func path(_ context: DecodingError.Context) -> String {
    path(context.codingPath)
  }

  /// A field's path, such as `windows[0].layout`: array positions in brackets (0-based),
  /// never Foundation's `Index 2`.
  package static func path(_ codingPath: [any CodingKey]) -> String {
    NavigationSnapshot.path(codingPath)
  }
}

/// The `version` key of a state file, read alone.
private struct FormatVersion: Decodable {
  var version: Int
}
