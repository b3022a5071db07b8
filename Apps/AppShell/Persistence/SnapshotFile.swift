import Foundation

/// Reads and writes the saved state in the data directory, never following a symbolic link:
/// `state.json` (the checkpoint) and `state.journal` (one line per state saved since, see
/// ``SavePolicy``).
///
/// Content that does not decode is set aside (renamed, never deleted) and the app starts from
/// the sample data, saying so. A `state.json` or `state.journal` that is a symbolic link, a
/// directory, a FIFO or a device, or that cannot be read, is an error: nothing is moved or
/// written.
package struct SnapshotFile: Sendable {
  /// The checkpoint's name inside the data directory.
  package static let fileName = "state.json"
  /// The journal's name inside the data directory.
  package static let journalName = "state.journal"

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
    case snapshot(AppSnapshot)
    /// `state.json` did not decode; it was moved to `setAside`. `recovered` is the newest state
    /// the journal held, if any.
    case unreadable(reason: String, setAside: String, recovered: AppSnapshot?)
    /// The state was written by a newer `hoist` in format `version`; it was left as it is.
    case newerVersion(Int)
  }

  /// Loads the saved snapshot: the journal's last complete line when there is one, else
  /// `state.json`.
  ///
  /// - Returns: What was found.
  /// - Throws: ``StorageError`` when a file is not a regular file or cannot be read (not
  ///   corrupt: nothing is set aside), or when bad content cannot be set aside.
  package func load() throws(StorageError) -> Loaded {
    try load(settingAside: true)
  }

  /// Reads the saved snapshot like ``load()``, but leaves content that does not decode where
  /// it is (`setAside` is then empty): for looking without changing anything.
  ///
  /// - Returns: What was found.
  /// - Throws: ``StorageError`` when a file is not a regular file or cannot be read.
  package func peek() throws(StorageError) -> Loaded {
    try load(settingAside: false)
  }

  private func load(settingAside: Bool) throws(StorageError) -> Loaded {
    let checkpoint = try PosixFile.read(url)
    let journal = try PosixFile.read(journalURL)
    var newest: AppSnapshot?
    for line in Self.lines(of: journal ?? Data()).reversed() {
      switch decode(line) {
      case .good(let snapshot): newest = snapshot
      case .newer(let version): return .newerVersion(version)
      case .bad: continue
      }
      break
    }
    guard let checkpoint else { return newest.map { .snapshot($0) } ?? .missing }
    switch decode(checkpoint) {
    case .good(let snapshot):
      return .snapshot(newest ?? snapshot)
    case .newer(let version):
      return .newerVersion(version)
    case .bad(let reason):
      guard settingAside else {
        return .unreadable(reason: reason, setAside: "", recovered: newest)
      }
      let moved = try AsideFile.setAside(url)
      return .unreadable(reason: reason, setAside: moved.path, recovered: newest)
    }
  }

  /// The complete lines of a journal: a last line without its line break was cut short.
  private static func lines(of data: Data) -> [Data] {
    var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    lines.removeLast()
    return lines.filter { !$0.isEmpty }
  }

  private enum Decoded {
    case good(AppSnapshot)
    case newer(Int)
    case bad(String)
  }

  private func decode(_ data: Data) -> Decoded {
    let name = url.lastPathComponent
    struct Version: Decodable { var version: Int }
    let decoder = JSONDecoder()
    do {
      let version = try decoder.decode(Version.self, from: data).version
      if version > AppSnapshot.currentVersion { return .newer(version) }
      guard version == AppSnapshot.currentVersion else {
        return .bad("\(name) has an unknown format version \(version)")
      }
      return .good(try decoder.decode(AppSnapshot.self, from: data))
    } catch let error as DecodingError {
      return .bad("\(name) is not a valid state file (\(Self.describe(error)))")
    } catch {
      return .bad("\(name) is not a valid state file (\(error.localizedDescription))")
    }
  }

  /// The checkpoint's bytes: pretty JSON with sorted keys, so equal states are equal files.
  ///
  /// - Parameter snapshot: The state.
  /// - Returns: The JSON.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` when it cannot be encoded.
  package func encode(_ snapshot: AppSnapshot) throws(StorageError) -> Data {
    try encode(snapshot, formatting: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
  }

  /// A journal line: compact JSON (which holds no line break), streamed by
  /// ``JournalEncoder``, and a line break.
  ///
  /// - Parameter snapshot: The state.
  /// - Returns: The line.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` when it cannot be encoded.
  package func encodeLine(_ snapshot: AppSnapshot) throws(StorageError) -> Data {
    do {
      var line = try JournalEncoder.encode(snapshot)
      line.append(UInt8(ascii: "\n"))
      return line
    } catch {
      throw .cannotWrite(path: journalURL.path, reason: "cannot encode the state: \(error)")
    }
  }

  private func encode(_ snapshot: AppSnapshot, formatting: JSONEncoder.OutputFormatting)
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
  package func keepCopy(of snapshot: AppSnapshot, label: String = "before-restore")
    throws(StorageError) -> String
  {
    try AsideFile.write(encode(snapshot), beside: url, label: label).path
  }

  /// Copies `state.json` as it is, such as a newer version's file before it is replaced.
  ///
  /// - Parameter label: What the copy is.
  /// - Returns: The copy's path, or `nil` when there is no file.
  /// - Throws: ``StorageError`` when the copy cannot be made.
  package func copyFile(label: String) throws(StorageError) -> String? {
    try AsideFile.copyAside(url, label: label)?.path
  }

  private static func describe(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      "missing '\(key.stringValue)' at \(path(context))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      "wrong value at \(path(context))"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty ? "not JSON" : "bad value at \(path(context))"
    @unknown default:
      "\(error)"
    }
  }

  private static func path(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return path.isEmpty ? "the top level" : path
  }
}
