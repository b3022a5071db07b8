import Foundation
import NavLintCore
import Testing

struct RobustnessTests {
  private static let sample = """
    import SwiftUI
    // navlint:disable:next navigation-view - legacy
    struct Root: View {
      @State private var router = AppRouter()
      @State private var showA = false
      @State private var showB = false
      var body: some View {
        NavigationStack(path: $router.path) {
          List(items) { item in
            NavigationLink(value: Route.item(id: item.id)) { Row(item: item).buttonStyle(.plain) }
              .navigationDestination(for: Route.self) { Detail(route: $0) }
          }
          #if os(iOS)
          NavigationView { Text("日本語 🧭") } // navlint:disable:this navigation-view
          #endif
        }
        .sheet(isPresented: $showA) { NavigationStack { A() } }
        .sheet(isPresented: $showB) { B() }
      }
    }
    enum Route: Hashable { case item(id: Item.ID), model(Model) }
    """

  @Test func everyPrefixOfASampleLintsWithoutTrapping() {
    let linter = FileLinter(rules: RuleRegistry.rules.map { ConfiguredRule($0) })
    let bytes = Array(Self.sample.utf8)
    var total = 0
    for end in stride(from: 0, through: bytes.count, by: 3) {
      let file = SourceFile(path: "S.swift", bytes: Array(bytes[..<end]))
      total += linter.lint(file).count
    }
    let whole = linter.lint(SourceFile(path: "S.swift", bytes: bytes))
    #expect(!whole.contains { $0.ruleID == "parse-error" })
    #expect(total > 0)
  }

  @Test func suppressionOnTheLastLineWithoutANewline() {
    let linter = FileLinter(rules: [ConfiguredRule(NavigationViewRule.self)])
    #expect(
      linter.lint(
        SourceFile(path: "A.swift", text: "let a = NavigationView { } // navlint:disable:this all")
      ).isEmpty)
    let dangling = linter.lint(
      SourceFile(path: "A.swift", text: "// navlint:disable:next navigation-view"))
    #expect(dangling.map(\.ruleID) == ["unused-suppression"])
  }

  @Test func carriageReturnLineEndings() throws {
    let linter = FileLinter(rules: [ConfiguredRule(NavigationViewRule.self)])
    let findings = linter.lint(
      SourceFile(path: "A.swift", text: "let a = 1\r\nlet b = NavigationView { }\r\n"))
    let finding = try #require(findings.first)
    #expect(findings.count == 1)
    #expect(finding.location.line == 2)
    #expect(finding.location.column == 9)
    #expect(finding.lineText == "let b = NavigationView { }")
  }

  @Test func pathologicalNestingIsReportedNotParsed() throws {
    let project = try TemporaryProject([
      "Brackets.swift": "let y = " + String(repeating: "[ ", count: 40)
        + String(repeating: "]", count: 40) + "\n",
      "Parens.swift": "let y = " + String(repeating: "(", count: 3000)
        + String(repeating: ")", count: 3000) + "\n",
      "Braces.swift": "let z = " + String(repeating: "{", count: 3000)
        + String(repeating: "}", count: 3000) + "\n",
      "Fine.swift": "let t: " + String(repeating: "[", count: 12) + "Int"
        + String(repeating: "]", count: 12) + "\n",
    ])
    defer { project.remove() }
    let result = project.run(["-j", "2"])
    #expect(
      result.standardOutput.split(separator: "\n").map {
        $0.split(separator: ":").prefix(2).joined(separator: ":")
      }
        == ["Braces.swift:1", "Brackets.swift:1", "Parens.swift:1"]
    )
    #expect(
      result.standardOutput.contains(
        "Brackets.swift:1:9: error: too deeply nested to parse in reasonable time: more than 15 brackets nested inside a '[', or 7 with an attribute '@'; the file is not linted [parse-error]"
      )
    )
    #expect(result.exitCode == 1)
  }

  @Test func symbolicLinkLoopsAreFollowedOnce() throws {
    let project = try TemporaryProject(["Sources/A.swift": "let a = NavigationView { }\n"])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/Sources/up", withDestinationPath: "..")
    let result = project.run([])
    #expect(result.standardError == "navlint: 1 file, 0 errors, 1 warning\n")
  }
}
