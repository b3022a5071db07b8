import NavigationPersistence

/// The state files of a data directory, holding an ``AppSnapshot``.
package typealias SnapshotFile = StateFile<AppSnapshot>
