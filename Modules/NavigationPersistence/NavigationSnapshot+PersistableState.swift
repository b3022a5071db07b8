import NavigationRouter

/// A router's snapshot is a state a ``PersistentStore`` saves as it is: its format version is
/// ``/NavigationRouter/NavigationSnapshot/currentVersion`` and older files are migrated by
/// ``/NavigationRouter/NavigationSnapshot/decode(_:version:)``.
///
/// ```swift
/// let store = try PersistentStore<NavigationSnapshot>(directory: directory)
/// if let saved = try store.load().state { router.restore(from: saved) }
/// try store.save(router.snapshot())
/// ```
extension NavigationSnapshot: PersistableState {}
