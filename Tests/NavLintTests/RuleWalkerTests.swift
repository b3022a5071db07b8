import NavLintCore
import SwiftSyntax
import Testing

/// Reports every function call it enters and leaves: it names its kind.
private final class CallKindRule: Rule {
  static let documentation = RuleDocumentation(
    id: "test-calls", summary: "Test rule.", details: "Reports calls.")
  static let visitedKinds: Set<SyntaxKind>? = [.functionCallExpr]
  let context: LintContext
  init(context: LintContext) { self.context = context }

  func visit(_ node: Syntax) { context.report("enter \(node.kind)", at: node) }
  func visitPost(_ node: Syntax) { context.report("leave \(node.kind)", at: node) }
}

/// Reports every token: it names no kinds, so it sees every node.
private final class EveryNodeRule: Rule {
  static let documentation = RuleDocumentation(
    id: "test-tokens", summary: "Test rule.", details: "Reports tokens.")
  let context: LintContext
  init(context: LintContext) { self.context = context }

  func visit(_ node: Syntax) {
    guard let token = node.as(TokenSyntax.self), !token.text.isEmpty else { return }
    context.report("token \(token.text)", at: token)
  }
}

/// Reports every closure it enters: a kind the walker by kind has no slot for.
private final class ClosureRule: Rule {
  static let documentation = RuleDocumentation(
    id: "test-closures", summary: "Test rule.", details: "Reports closures.")
  static let visitedKinds: Set<SyntaxKind>? = [.closureExpr]
  let context: LintContext
  init(context: LintContext) { self.context = context }

  func visit(_ node: Syntax) { context.report("enter \(node.kind)", at: node) }
}

struct RuleWalkerTests {
  private func messages(_ rules: [any Rule.Type], _ source: String) -> [String] {
    FileLinter(rules: rules.map { ConfiguredRule($0) }, engineRules: [:])
      .lint(SourceFile(path: "A.swift", text: source))
      .map { "\($0.location.column) \($0.message)" }
  }

  @Test func rulesThatAllNameKindsSeeOnlyThoseWhicheverWalkRuns() {
    let source = "let x = f { g() }\n"
    #expect(
      messages([CallKindRule.self], source) == [
        "9 enter functionCallExpr", "9 leave functionCallExpr", "13 enter functionCallExpr",
        "13 leave functionCallExpr",
      ])
    #expect(
      messages([CallKindRule.self, ClosureRule.self], source) == [
        "9 enter functionCallExpr", "9 leave functionCallExpr", "11 enter closureExpr",
        "13 enter functionCallExpr", "13 leave functionCallExpr",
      ])
  }

  @Test func aRuleThatNamesKindsSeesOnlyThoseAndOneThatNamesNoneSeesEveryNode() {
    let file = SourceFile(path: "A.swift", text: "let x = f(g())\n")
    let findings = FileLinter(
      rules: [ConfiguredRule(CallKindRule.self), ConfiguredRule(EveryNodeRule.self)],
      engineRules: [:]
    ).lint(file)
    #expect(
      findings.map { "\($0.location.column) \($0.message)" } == [
        "1 token let", "5 token x", "7 token =", "9 enter functionCallExpr",
        "9 leave functionCallExpr", "9 token f", "10 token (", "11 enter functionCallExpr",
        "11 leave functionCallExpr", "11 token g", "12 token (", "13 token )", "14 token )",
      ])
  }
}
