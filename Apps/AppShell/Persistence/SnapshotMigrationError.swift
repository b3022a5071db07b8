/// A format version that ``SnapshotMigration`` has no step for.
package enum SnapshotMigrationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The version is older than the oldest readable one (or not positive).
  case unknownVersion(Int)

  package var description: String {
    switch self {
    case .unknownVersion(let version):
      "unknown format version \(version); this hoist reads versions \(SnapshotMigration.oldestVersion) to \(AppSnapshot.currentVersion)"
    }
  }
}
