import Foundation
import NavLintCore
import TestSupport
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

  @Test(arguments: RuleRegistry.rules.map { $0.id })
  func correctionExamplesFix(id: String) throws {
    let rule = try #require(RuleRegistry.rule(for: id))
    let documentation = rule.documentation
    #expect(
      documentation.isCorrectable == !documentation.corrections.isEmpty,
      "a correctable rule has correction examples, and only one")
    for correction in documentation.corrections {
      #expect(
        fixed(rule, correction.input, options: documentation.exampleOptions) == correction.output)
    }
  }

  @Test func ruleDocumentationHasOneSource() throws {
    let rulesFolder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Tools/NavLintCore/Rules")
    for file in try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path)
    where file.hasSuffix("Rule.swift") {
      let text = try String(
        contentsOfFile: rulesFolder.appendingPathComponent(file).path, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let classLine = try #require(lines.firstIndex { $0.hasPrefix("public final class") })
      let comment = lines[..<classLine].reversed().prefix { $0.hasPrefix("///") }
      // The type's doc comment points at `documentation` instead of repeating it.
      #expect(comment.count <= 5, "\(file): the user docs live in `documentation` only")
      #expect(comment.contains { $0.contains("``documentation``") }, "\(file)")
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
