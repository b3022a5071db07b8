/// Why a route could not be encoded or decoded.
public enum RouteCodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The object has no string `key`.
  case missingKey
  /// No registered route type declares this key.
  case unknownKey(String)
  /// The fields do not fit the case named by the key.
  case invalidFields(key: String, reason: String)
  /// The route's `Codable` form is not one case object of scalar fields.
  case notEncodable(key: String)

  public var description: String {
    switch self {
    case .missingKey: "a route object needs a string \"key\""
    case .unknownKey(let key): "no feature registered the route key '\(key)'"
    case .invalidFields(let key, let reason): "route '\(key)': \(reason)"
    case .notEncodable(let key):
      "route '\(key)' does not encode as one case with labelled scalar fields"
    }
  }
}
