import NavigationCore

/// Why a ``NavigationSnapshot`` could not be made or read; each case names the field (its path
/// in the JSON, such as `stacks.shop.path[1].key`) or the route concerned.
public enum NavigationSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not a JSON object; `reason` says what is wrong with it.
  case notJSON(reason: String)
  /// A field the format requires is absent, such as `stacks.shop.path`.
  case missingField(String)
  /// A field holds another kind of value than the format's, such as a number for a tab name;
  /// `expected` names the kind the format wants.
  case wrongType(field: String, expected: String)
  /// A field holds a value of the right kind that is not valid, such as a sheet detent
  /// `fraction:2`.
  case invalidValue(field: String, reason: String)
  /// A name the format does not know, such as a layout or presentation style; `known` lists
  /// the names it does.
  case unknownName(field: String, name: String, known: [String])
  /// A saved route without a string `key` field, so no feature can decode it.
  case routeWithoutKey(field: String)
  /// A format version this build cannot read: older than `oldest` or newer than `current`.
  case unsupportedVersion(Int, oldest: Int, current: Int)
  /// A route of the state could not be written in its flat JSON form (making a snapshot).
  case unencodableRoute(key: String, reason: String)

  /// The message, naming the field or route, such as
  /// `stacks.shop.presentation.style: 'popover' is not one of sheet, fullScreenCover`.
  public var description: String {
    switch self {
    case .notJSON(let reason):
      "not a navigation snapshot: \(reason)"
    case .missingField(let field):
      "\(field) is missing"
    case .wrongType(let field, let expected):
      "\(field) is not \(expected)"
    case .invalidValue(let field, let reason):
      "\(field): \(reason)"
    case .unknownName(let field, let name, let known):
      "\(field): '\(name)' is not one of \(known.joined(separator: ", "))"
    case .routeWithoutKey(let field):
      "\(field) is a route without a string 'key' field"
    case .unsupportedVersion(let version, let oldest, let current):
      "format version \(version) cannot be read; this build reads versions \(oldest) to \(current)"
    case .unencodableRoute(let key, let reason):
      "the route '\(key)' cannot be saved: \(reason)"
    }
  }
}
