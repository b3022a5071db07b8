import NavigationCore

/// Why a feature could not be registered; the registry is unchanged when registration fails.
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A feature with this name is already registered.
  case duplicateFeature(name: String)
  /// Two features declare the same route key.
  case duplicateRouteKey(key: String, first: String, second: String)
  /// A route key does not start with `<feature>.` followed by a case name.
  case keyOutsideFeature(key: String, feature: String)
  /// Two features claim the root of the same tab.
  case tabClaimedTwice(tab: TabID, first: String, second: String)
  /// A link pattern that cannot be registered (see ``LinkRegistrationError``).
  case link(LinkRegistrationError)

  public var description: String {
    switch self {
    case .duplicateFeature(let name):
      "the feature '\(name)' is registered twice; register each feature once"
    case .duplicateRouteKey(let key, let first, let second):
      "the route key '\(key)' is declared by both '\(first)' and '\(second)'; "
        + "each key must belong to exactly one feature"
    case .keyOutsideFeature(let key, let feature):
      "the route key '\(key)' of the feature '\(feature)' must be '\(feature).<case name>'"
    case .tabClaimedTwice(let tab, let first, let second):
      "the tab '\(tab)' is claimed by both '\(first)' and '\(second)'; "
        + "one feature draws each tab's root"
    case .link(let error):
      error.description
    }
  }
}
