import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files in place: through symbolic links, keeping permissions, never replacing a
/// read-only file through its folder.
package enum FileWriter {
  /// Overwrites (or creates) a file with bytes.
  ///
  /// - Parameters:
  ///   - data: The new contents.
  ///   - path: The absolute path; a symbolic link is written through to its target.
  ///   - displayPath: The path errors name.
  /// - Throws: ``NavLintError/io(path:reason:)`` when the file is read-only, is not a
  ///   regular file or cannot be written.
  package static func write(_ data: Data, to path: String, displayPath: String)
    throws(NavLintError)
  {
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
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw .io(path: displayPath, reason: "cannot be written: \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    let failed = data.withUnsafeBytes { buffer -> Bool in
      var written = 0
      while written < buffer.count {
        let result = Foundation.write(
          descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return true
        }
        written += result
      }
      return false
    }
    if failed {
      throw .io(path: displayPath, reason: "cannot be written: \(String(cString: strerror(errno)))")
    }
  }
}
