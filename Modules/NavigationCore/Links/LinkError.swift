/// Why a URL of this app cannot be parsed, or why a route has no link; each message names
/// the input and says what would work.
public enum LinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The URL is longer than ``LinkTable/maximumLength`` bytes.
  case tooLong(bytes: Int, limit: Int)
  /// The URL has more than ``LinkTable/maximumSegments`` path segments.
  case tooManySegments(count: Int, limit: Int)
  /// The text is not a valid URL although it has a scheme.
  case notAURL
  /// A custom-scheme URL without `//` and a host.
  case missingHost(scheme: String)
  /// A user name, password or port in a link of this app.
  case hasUserOrPort(scheme: String)
  /// No pattern of the scheme has the host (custom form) or first segment (https form).
  case unknownHost(String, form: LinkForm, scheme: String, known: [String])
  /// The host is known but the path has another shape.
  case unexpectedPath(expected: [String])
  /// A path value or query value of the wrong type.
  case invalidValue(name: String, value: String, reason: String)
  /// A known query item given more than once.
  case repeatedItem(name: String, count: Int)
  /// A required query item is missing.
  case missingItem(name: String, template: String)
  /// A value that deepens the stack is given without the one it builds on.
  case needs(parameter: String, missing: String)

  public var description: String {
    switch self {
    case .tooLong(let bytes, let limit):
      "the URL is \(bytes) bytes long; a link is at most \(limit) bytes"
    case .tooManySegments(let count, let limit):
      "the URL has \(count) path segments; a link has at most \(limit)"
    case .notAURL:
      "it is not a valid URL"
    case .missingHost(let scheme):
      "expected \(scheme)://<host>/…"
    case .hasUserOrPort(let scheme):
      "a \(scheme) link has no user name, password or port"
    case .unknownHost(let host, let form, let scheme, let known):
      form == .custom
        ? "unknown host '\(host)'; \(scheme) links start with \(Self.list(known))"
        : "unknown path '/\(host)'; the path must start with \(Self.list(known.map { "/" + $0 }))"
    case .unexpectedPath(let expected):
      "expected \(Self.list(expected))"
    case .invalidValue(let name, let value, let reason):
      "\(name) '\(value)' \(reason)"
    case .repeatedItem(let name, let count):
      "\(name) is given \(count) times"
    case .missingItem(let name, let template):
      "\(name) is missing; expected \(template)"
    case .needs(let parameter, let missing):
      "\(parameter) needs a \(missing)"
    }
  }

  private static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: "nothing"
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }
  }
}
