import Foundation
import TestSupport
import Testing

/// The example app (Examples/RecipeBox) is what the README's "Use Hoist in your app" shows:
/// each snippet is its source, and its glue is as short as the README says.
struct ExampleAppTests {
  private static let root = BuiltProduct.packageRoot
  private static let example = "Examples/RecipeBox"
  private static let section = "## Use Hoist in your app"
  /// The most lines of glue (composition root, links, persistence, test driver) allowed.
  private static let glueBudget = 20
  /// The most lines of the app's own navigation tool (counted apart from the glue) allowed.
  private static let toolBudget = 5

  private static func source() throws -> ExampleSource {
    ExampleSource(
      files: try ExampleSource.swiftFiles(
        under: root.appendingPathComponent(example), root: root))
  }

  @Test func theGlueIsTwentyLinesOrFewerAndTheReadmeSaysHowMany() throws {
    let source = try Self.source()
    #expect(source.problems == [])
    let count = source.glueLines.count
    #expect(count > 0, "no // glue:begin … // glue:end region under \(Self.example)")
    #expect(
      count <= Self.glueBudget,
      "the glue is \(count) lines, more than \(Self.glueBudget):\n\(source.glueLines.joined(separator: "\n"))"
    )
    let saysTheCount = try DocumentLocations.text("README.md").contains("\(count) lines of glue")
    #expect(saysTheCount, "README.md must say the glue's count: “\(count) lines of glue”")
  }

  @Test func theNavigationToolIsFiveLinesOrFewerAndTheReadmeSaysHowMany() throws {
    let source = try Self.source()
    let count = source.toolLines.count
    #expect(count > 0, "no // tool:begin … // tool:end region under \(Self.example)")
    #expect(
      count <= Self.toolBudget,
      "the tool is \(count) lines, more than \(Self.toolBudget):\n\(source.toolLines.joined(separator: "\n"))"
    )
    let saysTheCount = try DocumentLocations.text("README.md").contains(
      "its own navigation tool in \(count) lines")
    #expect(
      saysTheCount,
      "README.md must say the tool's count: “its own navigation tool in \(count) lines”")
  }

  @Test func everyReadmeSnippetIsTheExampleSource() throws {
    let source = try Self.source()
    let (snippets, unmarked) = ReadmeSnippet.all(
      in: try DocumentLocations.text("README.md"), section: Self.section)
    #expect(unmarked == [], "README.md lines \(unmarked): put <!-- snippet: NAME --> before each")
    var shown: Set<String> = []
    for snippet in snippets {
      let regions = snippet.names.map { source.snippets[$0] }
      let missing = zip(snippet.names, regions).filter { $0.1 == nil }.map(\.0)
      #expect(
        missing == [],
        "README.md:\(snippet.line): no snippet region \(missing) under \(Self.example)")
      let expected = regions.compactMap { $0 }.joined(separator: "\n")
      if missing.isEmpty, snippet.text != expected {
        Issue.record(
          "README.md:\(snippet.line) differs from \(snippet.names) in \(Self.example); paste the source:\n\(expected)"
        )
      }
      shown.formUnion(snippet.names)
    }
    #expect(
      Set(source.snippets.keys).subtracting(shown).sorted() == [],
      "regions the README does not show")
  }

  @Test func regionsAreReadAndCountedAsMarked() {
    let text = """
      // glue:begin
      let a = 1  // counts
      // a comment does not

        // snippet:begin one
        let b = 2
          nested
        // snippet:end one
      // glue:end
      // snippet:end two
      // tool:begin
      let tool = 3
      // tool:end
      """
    let source = ExampleSource(files: [("A.swift", text)])
    #expect(source.glueLines == ["let a = 1  // counts", "let b = 2", "nested"])
    #expect(source.toolLines == ["let tool = 3"])
    #expect(source.snippets == ["one": "let b = 2\n  nested"])
    #expect(source.problems == ["A.swift:10: snippet:end two without its begin"])
    let open = ExampleSource(
      files: [("B.swift", "// glue:begin\n// snippet:begin x\n// tool:begin\n")])
    #expect(
      open.problems == [
        "B.swift:2: snippet x is not closed", "B.swift:1: glue:begin is not closed",
        "B.swift:3: tool:begin is not closed",
      ])
  }

  @Test func readmeBlocksAreFoundWithTheirRegionsAndUnmarkedSwiftBlocksNamed() {
    let document = """
      ## Use Hoist in your app
      <!-- snippet: one two -->
      ```swift
      let b = 2
      ```
      ```swift
      unmarked
      ```
      ## Other
      ```swift
      elsewhere
      ```
      """
    let (snippets, unmarked) = ReadmeSnippet.all(in: document, section: "## Use Hoist in your app")
    #expect(snippets == [ReadmeSnippet(names: ["one", "two"], text: "let b = 2", line: 2)])
    #expect(unmarked == [6])
  }
}
