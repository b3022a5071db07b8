/// Why saved state could not be read or written.
package enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be written.
  case cannotWrite(path: String, reason: String)
  /// The file could not be read or decoded.
  case unreadable(path: String, reason: String)
  /// Another process is using the data directory.
  case busy(path: String)

  package var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
    case .busy(let path):
      "another hoist is using the data directory \(path); try again when it ends"
    }
  }
}
