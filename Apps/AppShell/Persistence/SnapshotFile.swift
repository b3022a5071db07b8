import Foundation

/// Reads and writes `state.json` in the data directory.
///
/// A file that cannot be read is set aside (renamed, never deleted) and the app starts from
/// the sample data, saying so. A symbolic link named `state.json` is followed: the file it
/// points at is read and replaced, the link stays.
package struct SnapshotFile: Sendable {
  /// The file's name inside the data directory.
  package static let fileName = "state.json"

  /// The file, symbolic links resolved.
  package let url: URL

  /// Creates a reference to `state.json` in a data directory.
  ///
  /// - Parameter directory: The data directory.
  package init(directory: URL) {
    url = directory.appendingPathComponent(Self.fileName).resolvingSymlinksInPath()
  }

  /// What loading found.
  package enum Loaded: Sendable {
    /// No saved state yet.
    case missing
    /// The saved snapshot.
    case snapshot(AppSnapshot)
    /// The file could not be read; it was moved to `setAside` (or could not be moved).
    case unreadable(reason: String, setAside: String?)
  }

  /// Loads the saved snapshot.
  ///
  /// - Returns: What was found; never throws, so the app always starts.
  package func load() -> Loaded {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      return .missing
    }
    switch read(isDirectory: isDirectory.boolValue) {
    case .good(let snapshot):
      return .snapshot(snapshot)
    case .bad(let reason):
      let moved = try? AtomicFile.setAside(url)
      return .unreadable(reason: reason, setAside: moved?.path)
    }
  }

  private enum Reading {
    case good(AppSnapshot)
    case bad(String)
  }

  private func read(isDirectory: Bool) -> Reading {
    let name = url.lastPathComponent
    if isDirectory { return .bad("\(url.path) is a directory, not a state file") }
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
    if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
      return .bad("\(url.path) is not a regular file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      return .bad("cannot read \(url.path): \(StorageError.reason(of: error))")
    }
    struct Version: Decodable { var version: Int }
    let decoder = JSONDecoder()
    do {
      let version = try decoder.decode(Version.self, from: data).version
      guard version == AppSnapshot.currentVersion else {
        return .bad(
          version > AppSnapshot.currentVersion
            ? "\(name) was written by a newer hoist (format version \(version); this one reads \(AppSnapshot.currentVersion))"
            : "\(name) has an unknown format version \(version)")
      }
      return .good(try decoder.decode(AppSnapshot.self, from: data))
    } catch let error as DecodingError {
      return .bad("\(name) is not a valid state file (\(Self.describe(error)))")
    } catch {
      return .bad("\(name) is not a valid state file (\(error.localizedDescription))")
    }
  }

  /// Saves a snapshot atomically.
  ///
  /// - Parameter snapshot: The state.
  /// - Throws: ``StorageError`` naming the path.
  package func save(_ snapshot: AppSnapshot) throws(StorageError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(snapshot)
    } catch {
      throw .cannotWrite(path: url.path, reason: "cannot encode the state: \(error)")
    }
    try AtomicFile.write(data, to: url)
  }

  /// Copies the file aside before it is rewritten with less than it held (restoration dropped
  /// routes), so nothing the user had is lost.
  ///
  /// - Returns: The copy's path, or `nil` when there was nothing to copy or the copy failed.
  package func keepCopy() -> String? {
    try? AtomicFile.copyAside(url, label: "before-restore")?.path
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
