/// A rule enabled for a file, with its severity and options.
package struct ConfiguredRule: Sendable {
  /// The rule type.
  package var type: any Rule.Type
  /// The severity findings get.
  package var severity: Severity
  /// The options the rule reads.
  package var options: RuleOptions

  /// Creates a configured rule.
  ///
  /// - Parameters:
  ///   - type: The rule type.
  ///   - severity: The severity; the rule's default when `nil`.
  ///   - options: The options.
  package init(
    _ type: any Rule.Type, severity: Severity? = nil, options: RuleOptions = RuleOptions()
  ) {
    self.type = type
    self.severity = severity ?? type.documentation.defaultSeverity
    self.options = options
  }
}
