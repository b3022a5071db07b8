import Foundation

/// Why input (standard input, a script file) could not be read.
package enum InputError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The read itself failed, with the POSIX error number.
  case readFailed(errno: Int32)

  package var description: String {
    switch self {
    case .readFailed(let number): String(cString: strerror(number))
    }
  }
}
