import Foundation
import NavLintCore
import Testing

struct ReadmeTests {
  @Test func readmeRulesTableIsCurrent() throws {
    let readme = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let block = try #require(RuleCatalog.block(in: text), "README.md has no navlint-rules block")
    #expect(
      block == RuleCatalog.markdownTable(),
      "README.md is stale: run `swift run navlint rules --update-readme README.md`")
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
