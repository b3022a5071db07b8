import Foundation
import NavLintCore
import Testing

struct EngineTests {
  private func manyFiles() throws -> TemporaryProject {
    var files: [String: String] = [:]
    for index in 0..<40 {
      files["Sources/M\(index % 4)/File\(index).swift"] = """
        // navlint:disable:next navigation-view
        let a\(index) = NavigationView { Text("\(index)") }
        let b\(index) = NavigationView { NavigationView { Text("日本") } }
        \(index % 5 == 0 ? "func broken(" : "")
        """
    }
    return try TemporaryProject(files)
  }

  @Test func parallelRunsMatchOneJobExactly() throws {
    let project = try manyFiles()
    defer { project.remove() }
    let single = project.run(["--jobs", "1", "--reporter", "json"])
    let parallel = project.run(["--jobs", "4", "--reporter", "json"])
    #expect(single.standardOutput == parallel.standardOutput)
    #expect(
      single.standardOutput.components(separatedBy: "\"ruleID\" : \"navigation-view\"").count - 1
        == 80)
    #expect(
      single.standardOutput.components(separatedBy: "\"ruleID\" : \"parse-error\"").count - 1 == 8)
    let text = project.run(["-j", "3"]).standardOutput.split(separator: "\n")
    #expect(
      text.first
        == "Sources/M0/File0.swift:3:10: warning: NavigationView is deprecated; use NavigationStack or NavigationSplitView [navigation-view]"
    )
  }

  @Test func cacheGivesTheSameFindingsAndFollowsContentAndConfiguration() throws {
    let project = try manyFiles()
    defer { project.remove() }
    let cache = ["--cache-path", "cache"]
    let cold = project.run(cache)
    let entries = try FileManager.default.contentsOfDirectory(atPath: project.root + "/cache")
    #expect(entries.filter { $0.hasPrefix("f-") }.count == 40)
    #expect(entries.filter { $0.hasPrefix("s-") }.count == 40)
    // One entry holds the whole run's findings: an unchanged re-run reads only it.
    #expect(entries.filter { $0.hasPrefix("r-") }.count == 1)
    let warm = project.run(cache)
    #expect(warm == cold)
    #expect(warm == project.run([]))
    try project.write("Sources/M0/File0.swift", "let z = 1\n")
    let changedFile = project.run(cache)
    #expect(changedFile == project.run([]))
    #expect(!changedFile.standardOutput.contains("File0.swift:"))
    try project.write(".navlint.json", #"{"rules": {"navigation-view": {"severity": "error"}}}"#)
    let changedConfiguration = project.run(cache)
    #expect(changedConfiguration == project.run([]))
    #expect(changedConfiguration.exitCode == 1)
    #expect(!changedConfiguration.standardOutput.contains(": warning: NavigationView"))
  }

  @Test func cacheKeysAreStableHashes() {
    var hash = StableHash()
    hash.combine(Array("a".utf8))
    #expect(hash.hex == "af63dc4c8601ec8c")
    #expect(StableHash.hex(of: []) == "cbf29ce484222325")
  }

  @Test func sinceLintsOnlyChangedFiles() throws {
    let project = try TemporaryProject([
      "Old.swift": "let a = NavigationView { }\n",
      "Changed.swift": "let a = 1\n",
    ])
    defer { project.remove() }
    try project.git(["init", "-q"])
    try project.git(["add", "."])
    try project.git(["commit", "-qm", "base"])
    try project.write("Changed.swift", "let a = NavigationView { }\n")
    let result = project.run(["--since", "HEAD"])
    #expect(
      result.standardOutput
        == "Changed.swift:1:9: warning: NavigationView is deprecated; use NavigationStack or NavigationSplitView [navigation-view]\n"
    )
    #expect(result.standardError == "navlint: 1 file, 0 errors, 1 warning\n")
    let bad = project.run(["--since", "no-such-revision"])
    #expect(bad.exitCode == 2)
    #expect(
      bad.standardError.hasPrefix("navlint: error: --since: git diff no-such-revision failed: "))
  }

  @Test func fixRewritesSafelyAndTheResultParsesAndLintsClean() throws {
    let project = try TemporaryProject([
      "A.swift": """
      struct A: View {
        var body: some View {
          NavigationView {
            List { Text("日本") }
          }
          .navigationViewStyle(.stack)
        }
      }
      struct B: View {
        var body: some View {
          NavigationView { Sidebar(); Detail() }
        }
      }

      """
    ])
    defer { project.remove() }
    let result = project.run(["--fix"])
    #expect(
      project.read("A.swift") == """
        struct A: View {
          var body: some View {
            NavigationStack {
              List { Text("日本") }
            }
          }
        }
        struct B: View {
          var body: some View {
            NavigationView { Sidebar(); Detail() }
          }
        }

        """
    )
    #expect(
      result.standardOutput.split(separator: "\n").map { $0.prefix(15) } == ["A.swift:10:5: w"])
    #expect(
      result.standardError == "navlint: fixed A.swift\nnavlint: 1 file, 0 errors, 1 warning\n")
    let fixedText = project.read("A.swift")
    let again = FileLinter(rules: [ConfiguredRule(NavigationViewRule.self)])
      .lint(SourceFile(path: "A.swift", text: fixedText))
    #expect(again.map(\.location.line) == [10])
  }

  @Test func fixesBothSafeRewritesAndTheFileLintsCleanAfterwards() throws {
    let source = """
      struct Library: View {
        var body: some View {
          NavigationView {
            List(series) { series in
              NavigationLink(value: Route.series(id: series.id)) {
                HStack {
                  Text("日本 \\(series.title)")
                  Button("Favorite") { favorite(series) }
                    .buttonStyle(.plain)
                }
              }
            }
          }
        }
      }

      """
    let project = try TemporaryProject(["Library.swift": source])
    defer { project.remove() }
    let before = project.run([])
    #expect(before.standardOutput.contains("[navlink-plain-button]"))
    #expect(before.standardOutput.contains("[navigation-view]"))
    let fixed = project.run(["--fix"])
    #expect(fixed.standardError.hasPrefix("navlint: fixed Library.swift\n"))
    let text = project.read("Library.swift")
    #expect(
      text
        == source.replacing("NavigationView {", with: "NavigationStack {")
        .replacing(".buttonStyle(.plain)", with: ".buttonStyle(.borderless)")
    )
    let after = project.run([])
    #expect(after.standardOutput == "")
    #expect(after.exitCode == 0)
  }
}
