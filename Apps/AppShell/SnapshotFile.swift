import Foundation

/// Reads and writes `state.json` in the data directory.
///
/// A file that cannot be read is set aside (renamed, never deleted) and the app starts from
/// the sample data, saying so.
package struct SnapshotFile: Sendable {
  /// The file's name inside the data directory.
  package static let fileName = "state.json"

  /// The file.
  package let url: URL

  /// Creates a reference to `state.json` in a data directory.
  ///
  /// - Parameter directory: The data directory.
  package init(directory: URL) {
    url = directory.appendingPathComponent(Self.fileName)
  }

  /// What loading found.
  package enum Loaded: Sendable {
    /// No saved state yet.
    case none
    /// The saved snapshot.
    case snapshot(AppSnapshot)
    /// The file could not be read; it was moved to `setAside` (or could not be moved).
    case unreadable(reason: String, setAside: String?)
  }

  /// Loads the saved snapshot.
  ///
  /// - Returns: What was found; never throws, so the app always starts.
  package func load() -> Loaded {
    guard FileManager.default.fileExists(atPath: url.path) else { return .none }
    let reason: String
    do {
      let data = try Data(contentsOf: url)
      let snapshot = try JSONDecoder().decode(AppSnapshot.self, from: data)
      guard snapshot.version == AppSnapshot.currentVersion else {
        throw StorageError.unreadable(
          path: url.path,
          reason: "version \(snapshot.version) is not \(AppSnapshot.currentVersion)")
      }
      return .snapshot(snapshot)
    } catch let error as StorageError {
      reason = error.description
    } catch let error as DecodingError {
      reason = "\(url.lastPathComponent) is not a valid state file (\(Self.describe(error)))"
    } catch {
      reason = error.localizedDescription
    }
    let moved = try? AtomicFile.setAside(url)
    return .unreadable(reason: reason, setAside: moved?.path)
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
