import Foundation
import NavLintCore
import Testing

struct SinceTests {
  private static let view = "let a = NavigationView { Text(\"x\") }\n"

  private func committed(_ files: [String: String]) throws -> TemporaryProject {
    let project = try TemporaryProject(files)
    try project.git(["init", "-q"])
    try project.git(["add", "."])
    try project.git(["commit", "-qm", "base"])
    return project
  }

  @Test func anOptionLikeRevisionIsAUsageErrorAndNothingIsWritten() throws {
    let project = try committed(["README.md": "keep\n", "A.swift": "let a = 1\n"])
    defer { project.remove() }
    let result = project.run(["--since", "--output=README.md"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "navlint: error: --since needs a git revision, not the option-like '--output=README.md'\nRun 'navlint --help' for usage.\n"
    )
    #expect(project.read("README.md") == "keep\n")
  }

  @Test func nonASCIINamesAndUntrackedFilesCount() throws {
    let project = try committed(["café.swift": "let a = 1\n", "Same.swift": Self.view])
    defer { project.remove() }
    try project.write("café.swift", Self.view)
    try project.write("New.swift", Self.view)
    try project.write(".gitignore", "Ignored.swift\n")
    try project.write("Ignored.swift", Self.view)
    let result = project.run(["--since", "HEAD"])
    #expect(
      result.standardOutput.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }
        == ["New.swift", "café.swift"])
    #expect(result.standardError == "navlint: 2 files, 0 errors, 2 warnings\n")
  }

  @Test func outsideARepositoryTheErrorSaysSo() throws {
    let project = try TemporaryProject(["A.swift": "let a = 1\n"])
    defer { project.remove() }
    let result = project.run(["--since", "HEAD"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "navlint: error: --since needs a git repository: \(project.root) is not in one\n")
  }

  @Test func gitRunsInTheLintedPathsRepositoryNotTheWorkingDirectory() throws {
    let project = try committed(["A.swift": "let a = 1\n"])
    defer { project.remove() }
    try project.write("A.swift", Self.view)
    let result = NavLintCommand.run(
      ["--no-cache", "--since", "HEAD", project.root], currentDirectory: "/")
    #expect(result.exitCode == 0)
    #expect(result.standardError == "navlint: 1 file, 0 errors, 1 warning\n")
  }

  @Test func unchangedFilesStillFeedTheIndex() throws {
    let project = try committed([
      "NavigationLink+Route.swift": """
      extension NavigationLink where Destination == Never {
        init(destination: AppRoute, @ViewBuilder label: () -> Label) {
          self.init(value: destination, label: label)
        }
      }

      """,
      "Use.swift": "let a = 1\n",
    ])
    defer { project.remove() }
    try project.write("Use.swift", "let a = NavigationLink(destination: .home) { Text(\"a\") }\n")
    let full = project.run([])
    let since = project.run(["--since", "HEAD"])
    #expect(full.standardOutput == "")
    #expect(since.standardOutput == full.standardOutput)
    #expect(since.standardError == "navlint: 1 file, 0 errors, 0 warnings\n")
  }
}
