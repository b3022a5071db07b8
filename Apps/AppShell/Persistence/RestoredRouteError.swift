/// Why a saved route is not restored although a feature could decode it.
package enum RestoredRouteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A number field below zero: the app's routes carry IDs and counts from 1, so only a
  /// damaged or hand-edited file holds one.
  case negativeNumber(field: String, value: Int)
  /// A text field longer than the shell takes as input (``ShellCommandParser/maximumTextLength``
  /// bytes): only a damaged or hand-edited file holds one.
  case tooLong(field: String, bytes: Int)

  package var description: String {
    switch self {
    case .negativeNumber(let field, let value):
      "its \(field) is \(value), and numbers in routes are never negative"
    case .tooLong(let field, let bytes):
      "its \(field) is \(bytes) bytes, longer than the \(ShellCommandParser.maximumTextLength) "
        + "bytes hoist takes as text"
    }
  }
}
