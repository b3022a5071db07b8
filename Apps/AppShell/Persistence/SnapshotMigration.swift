import Foundation
import NavigationRouter

/// Reads every format version `hoist` has written and brings it to the current one, one
/// explicit step per version: pure functions from one version's value to the next.
package enum SnapshotMigration {
  /// The oldest format version that can be read.
  package static let oldestVersion = 1

  /// Decodes a state file of any readable version, reading its `version` first.
  ///
  /// - Parameter data: The file's JSON.
  /// - Returns: The state in the current format.
  /// - Throws: `DecodingError` when the content is not a state file;
  ///   ``SnapshotMigrationError/unknownVersion(_:)`` for a version with no step, also a newer one.
  package static func decode(_ data: Data) throws -> AppSnapshot {
    struct Version: Decodable { var version: Int }
    return try decode(data, version: try JSONDecoder().decode(Version.self, from: data).version)
  }

  /// Decodes a state file of a known version and migrates it to ``AppSnapshot/currentVersion``.
  ///
  /// A layout name or presentation style this hoist does not know is replaced (the compact
  /// layout; no presentation) and listed in ``AppSnapshot/unknownValues``, sorted by field,
  /// instead of failing the whole file.
  ///
  /// - Parameters:
  ///   - data: The file's JSON.
  ///   - version: Its format version, from ``oldestVersion`` to the current one.
  /// - Returns: The state in the current format.
  /// - Throws: `DecodingError` when the content does not have the version's shape;
  ///   ``SnapshotMigrationError/unknownVersion(_:)`` for a version outside the range.
  package static func decode(_ data: Data, version: Int) throws -> AppSnapshot {
    let decoder = JSONDecoder()
    let log = RestoredValueLog()
    decoder.userInfo[RestoredValueLog.key] = log
    var snapshot: AppSnapshot
    switch version {
    case 1: snapshot = migrate(try decoder.decode(AppSnapshotV1.self, from: data))
    case AppSnapshot.currentVersion: snapshot = try decoder.decode(AppSnapshot.self, from: data)
    default: throw SnapshotMigrationError.unknownVersion(version)
    }
    snapshot.unknownValues = log.recorded.sorted { $0.field < $1.field }
    return snapshot
  }

  /// Version 1 to 2: a missing layout is compact, a missing window number is 1, missing
  /// windows are none. Nothing else changes.
  ///
  /// - Parameter old: A version 1 state.
  /// - Returns: The same state in format version 2.
  package static func migrate(_ old: AppSnapshotV1) -> AppSnapshot {
    AppSnapshot(
      version: 2, selectedTab: old.selectedTab, stacks: old.stacks, userData: old.userData,
      layout: old.layout ?? .compact, window: old.window ?? 1,
      windows: (old.windows ?? []).map {
        AppSnapshot.Window(
          number: $0.number, selectedTab: $0.selectedTab, stacks: $0.stacks,
          layout: $0.layout ?? .compact)
      })
  }
}
