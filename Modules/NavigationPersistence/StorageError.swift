import Foundation

/// Why a saved state could not be read or written.
///
/// Every case names the file; ``description`` says what is wrong and what to do.
public enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be written; what was saved before is intact.
  case cannotWrite(path: String, reason: String)
  /// The file exists but could not be read (permissions, an I/O error): it is not corrupt, so
  /// nothing is set aside and nothing is changed.
  case cannotRead(path: String, reason: String)
  /// A name the store uses in its data directory is a symbolic link, a directory, a FIFO or a
  /// device: refused, never followed, moved or replaced.
  case notRegularFile(path: String, kind: String)
  /// A file the store would open in its data directory has more than one name (a hard link):
  /// writing it would change the other name's file too, so it is refused and nothing changes.
  case hardLinked(path: String, links: Int)
  /// Another process holds the data directory's lock.
  case busy(path: String)
  /// A file is larger than the store reads (`size` bytes against a `limit`): refused before
  /// any of it is read; nothing is changed.
  case tooLarge(path: String, size: Int, limit: Int)
  /// A temporary file's name left by a killed process holds something that is not a file
  /// (`kind`, such as `a directory`): left where it is.
  case leftoverInTheWay(path: String, kind: String)
  /// A temporary file left by a killed process could not be removed.
  case cannotRemoveLeftover(path: String, reason: String)

  /// The path the error is about.
  public var path: String {
    switch self {
    case .cannotWrite(let path, _), .cannotRead(let path, _), .notRegularFile(let path, _),
      .hardLinked(let path, _), .busy(let path), .tooLarge(let path, _, _),
      .leftoverInTheWay(let path, _), .cannotRemoveLeftover(let path, _):
      path
    }
  }

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .cannotRead(let path, let reason):
      "cannot read \(path): \(reason); nothing was changed (fix its permissions, or use another data directory)"
    case .notRegularFile(let path, let kind):
      "\(path) is \(kind), not a regular file; it is left alone (move it away, or use another data directory)"
    case .hardLinked(let path, let links):
      "\(path) has \(links) hard links (another name shares its content); it is left alone, nothing was changed (give it one name with `cp`, or use another data directory)"
    case .busy(let path):
      "another process is using the data directory \(path); try again when it ends"
    case .tooLarge(let path, let size, let limit):
      "\(path) is \(size) bytes, more than the \(limit) bytes a state file may have; it was not read and nothing was changed (move it away, or use another data directory)"
    case .leftoverInTheWay(let path, let kind):
      "\(path) is \(kind) with a temporary file's name; it is left alone (move it away)"
    case .cannotRemoveLeftover(let path, let reason):
      "cannot remove the left-over temporary file \(path): \(reason)"
    }
  }

  /// The POSIX reason behind a Foundation file error, such as `Permission denied`.
  ///
  /// - Parameter error: The error.
  /// - Returns: A short reason.
  package static func reason(of error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let underlying, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    return error.localizedDescription
  }
}
