import Foundation
import NavLintCore
import Testing

struct RuleExamplesTests {
  @Test(arguments: RuleRegistry.rules.map { $0.id })
  func documentedExamplesBehave(id: String) throws {
    let rule = try #require(RuleRegistry.rule(for: id))
    for example in rule.documentation.triggeringExamples {
      #expect(
        !MarkedSource(example).positions.isEmpty, "triggering example without a marker: \(example)")
      assertLint(
        rule, example, options: rule.documentation.exampleOptions,
        path: "Sources/LibraryFeature/LibraryView.swift")
    }
    for example in rule.documentation.nonTriggeringExamples {
      assertLint(
        rule, example, options: rule.documentation.exampleOptions,
        path: "Sources/LibraryFeature/LibraryView.swift")
    }
  }

  @Test func everyRuleFileIsRegistered() throws {
    let rulesFolder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tools/NavLintCore/Rules")
    let files = try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path)
      .filter { $0.hasSuffix("Rule.swift") }
      .map { String($0.dropLast(".swift".count)) }
      .sorted()
    let registered = RuleRegistry.rules.map { String(describing: $0) }.sorted()
    #expect(registered == files)
  }

  @Test func idsAreUniqueKebabCaseAndSorted() {
    let ids = RuleRegistry.allDocumentation.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(ids == ids.sorted())
    #expect(ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" || $0.isNumber } })
    #expect(RuleRegistry.rules.map { $0.id } == RuleRegistry.rules.map { $0.id }.sorted())
  }
}
