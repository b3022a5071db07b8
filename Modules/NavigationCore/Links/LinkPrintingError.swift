/// Why a place has no link: no printed link would open it.
public enum LinkPrintingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No registered pattern builds exactly this path (and modal) in this form.
  case noPattern
  /// The link would be longer than ``LinkTable/maximumLength`` bytes, which no link opens.
  case tooLong(bytes: Int, limit: Int)
  /// The link would have more than ``LinkTable/maximumSegments`` path segments.
  case tooManySegments(count: Int, limit: Int)

  public var description: String {
    switch self {
    case .noPattern:
      "no link pattern builds it"
    case .tooLong(let bytes, let limit):
      "its link would be \(bytes) bytes long, and a link opens only up to \(limit) bytes"
    case .tooManySegments(let count, let limit):
      "its link would have \(count) path segments, and a link opens only up to \(limit)"
    }
  }
}
