import Foundation

/// An exclusive advisory lock on a data directory, so two `hoist` processes never load, change
/// and save the same state at once (the later save would silently drop the earlier's work).
///
/// Uses `flock(2)` on `<dir>/.lock`; the kernel releases it when the process ends, even on a
/// crash, so a stale lock file never blocks anyone.
package final class DataDirectoryLock {
  private let descriptor: Int32

  /// Takes the lock without waiting.
  ///
  /// - Parameter directory: The data directory; created if missing.
  /// - Throws: ``StorageError/busy(path:)`` when another process holds it, or
  ///   ``StorageError/cannotWrite(path:reason:)`` when the lock file cannot be opened.
  package init(directory: URL) throws(StorageError) {
    let path = directory.appendingPathComponent(".lock").path
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: directory.path, reason: StorageError.reason(of: error))
    }
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      throw .busy(path: directory.path)
    }
    self.descriptor = descriptor
  }

  deinit {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
