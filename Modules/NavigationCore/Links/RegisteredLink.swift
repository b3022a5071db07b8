/// A registered pattern and the feature that declared it.
public struct RegisteredLink: Hashable, Sendable {
  /// The declaring feature's name.
  public let feature: String
  /// The pattern.
  public let pattern: LinkPattern
}
