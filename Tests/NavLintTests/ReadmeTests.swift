import Foundation
import NavLintCore
import TestSupport
import Testing

struct ReadmeTests {
  @Test func docsRulesTableIsCurrent() throws {
    let file = DocumentLocations.navlintRules
    let text = try DocumentLocations.text(file)
    let block = try #require(RuleCatalog.block(in: text), "\(file) has no navlint-rules block")
    #expect(
      block == RuleCatalog.markdownTable(),
      "\(file) is stale: run `swift run navlint rules --update-readme \(file)`")
  }

  @Test func tableRowsComeFromTheRuleDocs() {
    let rows = RuleCatalog.markdownTable().split(separator: "\n")
    #expect(rows.count == RuleRegistry.allDocumentation.count + 2)
    #expect(
      rows.contains(
        "| `navigation-view` | warning | `NavigationView` is deprecated; use `NavigationStack` or `NavigationSplitView`. |"
      ))
  }

  @Test func updatingReplacesOnlyTheBlock() {
    let document =
      "# T\n<!-- BEGIN GENERATED: navlint-rules -->\nold\n<!-- END GENERATED: navlint-rules -->\ntail\n"
    #expect(
      RuleCatalog.updating(document)
        == "# T\n<!-- BEGIN GENERATED: navlint-rules -->\n" + RuleCatalog.markdownTable()
        + "<!-- END GENERATED: navlint-rules -->\ntail\n"
    )
    #expect(RuleCatalog.updating("no block") == nil)
  }
}
