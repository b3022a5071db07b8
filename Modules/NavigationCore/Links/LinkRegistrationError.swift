/// Why a feature's link patterns cannot be registered; the app refuses to start.
public enum LinkRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two patterns of the same URL shape.
  case duplicatePattern(template: String, first: String, second: String)
  /// A route of a pattern's stack uses a parameter no segment or query item binds.
  case unboundParameter(template: String, key: String, parameter: String)
  /// Two segments or items of one pattern bind the same parameter.
  case repeatedParameter(template: String, parameter: String)
  /// A pattern names a route key that no feature registers.
  case unregisteredKey(template: String, key: String, feature: String)
  /// A universal pattern whose scheme has no https domain.
  case noUniversalDomain(template: String, scheme: String)
  /// A pattern without a host.
  case emptyHost(feature: String)

  public var description: String {
    switch self {
    case .duplicatePattern(let template, let first, let second):
      "the link \(template) is declared by both '\(first)' and '\(second)'; "
        + "each URL shape belongs to one feature"
    case .unboundParameter(let template, let key, let parameter):
      "the link \(template) fills '\(key)' from '\(parameter)', which no segment or query "
        + "item binds"
    case .repeatedParameter(let template, let parameter):
      "the link \(template) binds '\(parameter)' twice; name each parameter once"
    case .unregisteredKey(let template, let key, let feature):
      "the link \(template) of '\(feature)' builds the route key '\(key)', which no "
        + "feature registers"
    case .noUniversalDomain(let template, let scheme):
      "the link \(template) is universal but no https domain opens '\(scheme)' links"
    case .emptyHost(let feature):
      "a link of '\(feature)' has no host; give every pattern a host"
    }
  }
}
