import Foundation

/// Why saved state could not be read or written.
package enum StorageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be written.
  case cannotWrite(path: String, reason: String)
  /// Another process is using the data directory.
  case busy(path: String)

  package var description: String {
    switch self {
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
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
