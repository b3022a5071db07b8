import Foundation
import NavLintCore
import Testing

struct BaselineTests {
  @Test func baselinedFindingsStayHiddenWhenLinesMove() throws {
    let project = try TemporaryProject([
      "A.swift": "let a = NavigationView { Text(\"a\") }\nlet b = NavigationView { Text(\"a\") }\n"
    ])
    defer { project.remove() }
    let written = project.run(["--write-baseline", "navlint-baseline.json"])
    #expect(written.exitCode == 0)
    #expect(written.standardOutput == "")
    #expect(
      written.standardError.hasPrefix(
        "navlint: wrote 2 baseline entries to navlint-baseline.json\n"))
    let baseline = try Baseline.load(path: project.root + "/navlint-baseline.json")
    #expect(
      baseline.entries == [
        BaselineEntry(
          ruleID: "navigation-view", file: "A.swift",
          lineText: "let a = NavigationView { Text(\"a\") }", occurrence: 0),
        BaselineEntry(
          ruleID: "navigation-view", file: "A.swift",
          lineText: "let b = NavigationView { Text(\"a\") }", occurrence: 0),
      ]
    )
    try project.write(
      "A.swift",
      "import SwiftUI\n\n  let b = NavigationView { Text(\"a\") }\nlet c = NavigationView { Text(\"a\") }\n"
    )
    let result = project.run(["--baseline", "navlint-baseline.json", "--strict"])
    #expect(
      result.standardOutput
        == "A.swift:4:9: warning: NavigationView is deprecated; use NavigationStack or NavigationSplitView [navigation-view]\n"
        + "A.swift: note: baselined 'navigation-view' finding no longer occurs: let a = NavigationView { Text(\"a\") }\n"
    )
    #expect(result.exitCode == 1)
    let json = project.run(["--baseline", "navlint-baseline.json", "--reporter", "json"])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let resolved = try #require(object["resolvedBaselineEntries"] as? [[String: Any]])
    #expect(
      resolved.map { $0["lineText"] as? String } == ["let a = NavigationView { Text(\"a\") }"])
  }

  @Test func occurrencesCountIdenticalLines() {
    let line = "NavigationView { Text(\"x\") }"
    func finding(_ lineNumber: Int) -> Finding {
      Finding(
        ruleID: "navigation-view",
        severity: .warning,
        message: "m",
        location: Location(file: "A.swift", line: lineNumber, column: 1),
        lineText: line
      )
    }
    let baseline = Baseline(findings: [finding(1), finding(2)])
    let (remaining, resolved) = baseline.filter([finding(5), finding(7), finding(9)])
    #expect(remaining.map(\.location.line) == [9])
    #expect(resolved.isEmpty)
    #expect(baseline.filter([finding(3)]).resolved.map(\.occurrence) == [1])
  }

  @Test func unreadableBaselineExitsTwo() throws {
    let project = try TemporaryProject(["A.swift": "let a = 1\n", "bad.json": "[]"])
    defer { project.remove() }
    #expect(project.run(["--baseline", "missing.json"]).exitCode == 2)
    let bad = project.run(["--baseline", "bad.json"])
    #expect(bad.exitCode == 2)
    #expect(
      bad.standardError.hasPrefix(
        "navlint: error: \(project.root)/bad.json: not a navlint baseline"))
  }
}
