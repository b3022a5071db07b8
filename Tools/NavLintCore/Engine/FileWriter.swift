import Foundation
import WholeFile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files whole (``WholeFile``: a temporary file beside it, renamed over it): through
/// symbolic links, keeping permissions, never replacing a read-only file through its folder.
package enum FileWriter {
  /// Overwrites (or creates) a file with bytes.
  ///
  /// - Parameters:
  ///   - data: The new contents.
  ///   - path: The absolute path; a symbolic link is written through to its target unless
  ///     `followingLinks` is `false`.
  ///   - displayPath: The path errors name.
  ///   - followingLinks: `false` refuses a symbolic link at `path` (a report is written only
  ///     to its own path; a source file fixed through a link is written through it).
  /// - Throws: ``NavLintError/io(path:reason:)`` when the file is read-only, is not a
  ///   regular file, is a symbolic link that is not followed, or cannot be written.
  package static func write(
    _ data: Data, to path: String, displayPath: String, followingLinks: Bool = true
  ) throws(NavLintError) {
    if !followingLinks { try refuseLink(path, displayPath: displayPath) }
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFREG else {
        throw .io(path: displayPath, reason: "is not a regular file; not written")
      }
      // Root may open any file for writing; the permission bits still say read-only.
      guard status.st_mode & 0o222 != 0 else {
        throw .io(path: displayPath, reason: "is read-only; not written")
      }
    }
    do {
      // Resolved once as the kernel resolves it; written beside the file it names and
      // renamed over it, so a failed write (`ulimit -f`, a full disk) leaves the file whole.
      let target = try WholeFile.resolved(path)
      try WholeFile.write(data, toResolved: target, named: displayPath)
    } catch {
      throw .io(
        path: displayPath, reason: "cannot be written: \(error.reason); it was not changed")
    }
  }

  /// Why a report is not written through a symbolic link.
  package static let linkReason =
    "is a symbolic link; a report is written only to a file's own path, never through a link"

  /// Refuses a symbolic link at a path (whatever it points to, even nothing).
  ///
  /// - Parameters:
  ///   - path: The absolute path.
  ///   - displayPath: The path errors name.
  /// - Throws: ``NavLintError/io(path:reason:)`` when `path` is a symbolic link.
  package static func refuseLink(_ path: String, displayPath: String) throws(NavLintError) {
    var status = stat()
    if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
      throw .io(path: displayPath, reason: linkReason)
    }
  }
}
