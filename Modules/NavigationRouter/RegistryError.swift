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
  /// A link pattern that cannot be registered (see ``/NavigationCore/LinkRegistrationError``).
  case link(LinkRegistrationError)
  /// A name in the route type's `caseNames` that is none of its cases, such as a case renamed
  /// since; `key` is the key it would make.
  case unknownCaseName(key: String, feature: String)
  /// A route case whose payload value at `position` (0-based) has no label: its flat JSON
  /// field would be `_<position>`, which no link or saved state should carry.
  case unlabelledPayload(key: String, position: Int)
  /// A value of the feature's (such as its tab root) whose case is missing from its route
  /// type's `caseNames`, so its key is not registered.
  case caseNotListed(key: String, feature: String)

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
    case .unknownCaseName(let key, let feature):
      "the route key '\(key)' of the feature '\(feature)' names no case of its route type; "
        + "remove the name from caseNames or rename it to the case's"
    case .unlabelledPayload(let key, let position):
      "the route case '\(key)' has an unlabelled payload value at position \(position + 1); "
        + "label every associated value, such as 'case item(id: String)'"
    case .caseNotListed(let key, let feature):
      "the route case '\(key)' of the feature '\(feature)' is missing from its route type's "
        + "caseNames; add it"
    }
  }
}
