import SwiftSyntax

/// `feature-imports-router`: a feature module imports the router module or another feature.
public final class FeatureImportsRouterRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "feature-imports-router",
    summary: "A feature module imports the router module or another feature module.",
    details: "Features reach each other only through the composition root."
  )

  private let context: LintContext

  public init(context: LintContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {}
}
