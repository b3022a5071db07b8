/// What `.navlint.json` says about one rule.
public struct RuleSettings: Hashable, Sendable {
  /// Whether the rule runs; `nil` leaves the default (on).
  public var isEnabled: Bool?
  /// The severity; `nil` leaves the rule's default.
  public var severity: Severity?
  /// The rule's options.
  public var options: RuleOptions

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether the rule runs.
  ///   - severity: The severity.
  ///   - options: The options.
  public init(
    isEnabled: Bool? = nil, severity: Severity? = nil, options: RuleOptions = RuleOptions()
  ) {
    self.isEnabled = isEnabled
    self.severity = severity
    self.options = options
  }
}
