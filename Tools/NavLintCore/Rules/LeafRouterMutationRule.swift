import SwiftSyntax

/// `leaf-router-mutation`: code outside the composition root mutates navigation state.
public final class LeafRouterMutationRule: Rule {
  public static let documentation = RuleDocumentation(
    id: "leaf-router-mutation",
    summary: "Navigation state is mutated outside the composition root and the router type.",
    details: "Emit an intent and let the composition root change the path."
  )

  private let context: LintContext

  public init(context: LintContext) {
    self.context = context
  }

  public func visit(_ node: Syntax) {}
}
