/// A registered pattern and the feature that declared it.
public struct RegisteredLink: Hashable, Sendable {
  /// The declaring feature's name.
  public let feature: String
  /// The pattern.
  public let pattern: LinkPattern
  /// The pattern prepared for matching, derived from it.
  let binder: LinkBinder

  /// Registers a checked pattern.
  ///
  /// - Parameters:
  ///   - feature: The declaring feature's name.
  ///   - pattern: A pattern that ``LinkTable/register(_:feature:)`` has checked.
  init(feature: String, pattern: LinkPattern) {
    self.feature = feature
    self.pattern = pattern
    binder = LinkBinder(pattern)
  }
}
