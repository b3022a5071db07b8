import Foundation
import NavigationPersistence

/// Replaces any file so that a crash leaves either the old or the new content, never a mix:
/// a temporary file in the same directory, flushed to disk, renamed over the target, the
/// directory flushed. For files outside the data directory (such as a README the graph
/// updates); the data directory's own files go through ``StateWriter``.
package enum AtomicFile {
  /// Writes data atomically, keeping an existing file's mode (new files are `0644`).
  ///
  /// - Parameters:
  ///   - data: The bytes.
  ///   - url: The destination file; a symbolic link there is replaced, so pass the resolved
  ///     path to write through a link.
  /// - Throws: ``StorageError/cannotWrite(path:reason:)`` naming the path.
  package static func write(_ data: Data, to url: URL) throws(StorageError) {
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).tmp")
    var mode: mode_t = 0o644
    if case .regular(let existing)? = try? PosixFile.kind(of: url) { mode = existing }
    PosixFile.removeRegular(temporary)
    try PosixFile.create(temporary, data: data, mode: mode, sync: true)
    do {
      try PosixFile.rename(temporary, to: url)
    } catch {
      PosixFile.removeRegular(temporary)
      throw error
    }
    try PosixFile.syncDirectory(directory)
  }
}
