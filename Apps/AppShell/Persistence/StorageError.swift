import Foundation

/// Why saved state could not be read or written.
package enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be written.
  case cannotWrite(path: String, reason: String)
  /// The file exists but could not be read (permissions, an I/O error): it is not corrupt, so
  /// nothing is set aside; `hoist` stops (exit 2) naming it.
  case cannotRead(path: String, reason: String)
  /// A name `hoist` uses in the data directory is a symbolic link, a directory, a FIFO or a
  /// device: refused, never followed, moved or replaced.
  case notRegularFile(path: String, kind: String)
  /// A file `hoist` would open in the data directory has more than one name (a hard link):
  /// writing it would change the other name's file too, so it is refused and nothing changes.
  case hardLinked(path: String, links: Int)
  /// Another process is using the data directory.
  case busy(path: String)

  package var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .cannotRead(let path, let reason):
      "cannot read \(path): \(reason); nothing was changed (fix its permissions, or use another --data-dir)"
    case .notRegularFile(let path, let kind):
      "\(path) is \(kind), not a regular file; hoist leaves it alone (move it away, or use another --data-dir)"
    case .hardLinked(let path, let links):
      "\(path) has \(links) hard links (another name shares its content); hoist leaves it alone, nothing was changed (give it one name with `cp`, or use another --data-dir)"
    case .busy(let path):
      "another hoist is using the data directory \(path); try again when it ends"
    }
  }

  /// The POSIX reason behind a Foundation file error, such as `Permission denied`.
  ///
  /// - Parameter error: The error.
  /// - Returns: A short reason.
  static func reason(of error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
