import Foundation

/// Findings and pre-pass summaries on disk, one JSON file per key.
package struct ResultCache: Sendable {
  /// The cache folder.
  package var directory: String

  /// Opens (and creates) a cache folder.
  ///
  /// - Parameter directory: The folder.
  package init(directory: String) {
    self.directory = directory
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  }

  /// A cached value, or `nil` when absent or unreadable.
  ///
  /// - Parameters:
  ///   - type: The value type.
  ///   - key: The stable key.
  /// - Returns: The value.
  package func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
    guard let data = FileManager.default.contents(atPath: file(key)) else { return nil }
    return try? JSONDecoder().decode(type, from: data)
  }

  /// Stores a value; failures are ignored (the cache is an optimisation).
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - key: The stable key.
  package func store(_ value: some Encodable, forKey key: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(value) else { return }
    let temporary = file(key) + ".\(UUID().uuidString).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
    if rename(temporary, file(key)) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
  }

  private func file(_ key: String) -> String { directory + "/" + key + ".json" }
}
