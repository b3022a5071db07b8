/// Every rule navlint knows.
public enum RuleRegistry {
  /// Every rule type, in id order. A new rule is added here; a test fails when a file in
  /// `Tools/NavLintCore/Rules/` is not listed.
  public static var rules: [any Rule.Type] {
    [
      DestinationInLazyContainerRule.self,
      FeatureImportsRouterRule.self,
      LeafRouterMutationRule.self,
      NavigationViewRule.self,
      NavLinkDestinationRule.self,
      NavLinkPlainButtonRule.self,
      NestedNavigationStackRule.self,
      RouteCarriesModelRule.self,
      SharedTabPathRule.self,
      SheetBooleanFlagsRule.self,
    ]
  }

  /// Findings the engine itself reports: files that do not parse, suppressions that
  /// suppress nothing. They can be configured like rules.
  public static let engineRules: [RuleDocumentation] = [
    RuleDocumentation(
      id: "parse-error",
      summary:
        "A file that does not parse or is not valid UTF-8; its other findings may be incomplete.",
      details: """
        navlint still lints what it could parse. Fix the syntax error the message names. It \
        is always an error and cannot be disabled, suppressed or baselined.
        """,
      defaultSeverity: .error
    ),
    RuleDocumentation(
      id: "unused-suppression",
      summary: "A `// navlint:disable` comment that suppresses nothing.",
      details: """
        Remove the comment, or correct its rule id. Only commands for enabled rules are \
        checked.
        """
    ),
  ]

  /// The documentation of every rule and engine rule, sorted by id.
  public static var allDocumentation: [RuleDocumentation] {
    (rules.map { $0.documentation } + engineRules).sorted { $0.id < $1.id }
  }

  /// The documentation of one rule or engine rule.
  ///
  /// - Parameter id: A rule id.
  /// - Returns: The documentation, or `nil` for an unknown id.
  public static func documentation(for id: String) -> RuleDocumentation? {
    allDocumentation.first { $0.id == id }
  }

  /// The rule type with an id.
  ///
  /// - Parameter id: A rule id.
  /// - Returns: The type, or `nil` for an unknown or engine id.
  public static func rule(for id: String) -> (any Rule.Type)? {
    rules.first { $0.id == id }
  }
}
