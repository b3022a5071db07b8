import Foundation

/// An exclusive advisory lock on a data directory, so two processes never load, change
/// and save the same state at once (the later save would silently drop the earlier's work).
///
/// Uses `flock(2)` on `<dir>/.lock`, opened without following a symbolic link and refused when
/// it is not a regular file; the kernel releases it when the process ends, even on a crash, so
/// a stale lock file never blocks anyone.
package final class DataDirectoryLock {
  /// The lock file's name in the data directory.
  package static let fileName = ".lock"
  private let descriptor: Int32

  /// Takes the lock without waiting, creating the directory `0700` and the lock file `0600`.
  ///
  /// - Parameter directory: The data directory.
  /// - Throws: ``StorageError/busy(path:)`` when another process holds it,
  ///   ``StorageError/notRegularFile(path:kind:)`` when `.lock` is a link or not a file, or
  ///   ``StorageError/cannotWrite(path:reason:)`` when it cannot be opened.
  package init(directory: URL) throws(StorageError) {
    try PosixFile.makeDirectory(directory)
    let url = directory.appendingPathComponent(Self.fileName)
    try PosixFile.createIfMissing(url)
    let opened: Int32?
    do {
      opened = try PosixFile.openRegular(url, flags: O_RDWR)
    } catch {
      if case .cannotRead(let path, let reason) = error {
        throw .cannotWrite(path: path, reason: reason)
      }
      throw error
    }
    guard let descriptor = opened else {
      throw .cannotWrite(path: url.path, reason: "it vanished while opening it")
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
