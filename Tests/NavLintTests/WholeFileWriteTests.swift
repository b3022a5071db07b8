import Foundation
import NavLintCore
import TestSupport
import Testing

/// Every file navlint rewrites is written whole or not at all, and is the file its path names
/// for the kernel (issue 24: "A file is written only whole", "The file written is the file
/// named"), checked on the built binary.
@Suite struct WholeFileWriteTests {
  /// A view with a `NavigationView` (`--fix` rewrites it) padded to 24.5 KB.
  private static let largeSource =
    "import SwiftUI\n\nstruct A: View {\n  var body: some View {\n    NavigationView { Text(\"a\") }\n  }\n}\n"
    + String(
      repeating: "// padding padding padding padding padding padding padding padding\n", count: 370)

  @Test(
    .disabled(
      if: Sanitizer.underThreadSanitizer,
      "ThreadSanitizer's runtime dies at the file-size limit itself"))
  func aFixThatHitsTheFileSizeLimitLeavesTheSourceWhole() throws {
    let project = try TemporaryProject(["A.swift": Self.largeSource])
    defer { project.remove() }
    let run = try ToolProcess.run(
      "navlint", ["--no-cache", "--fix", "A.swift"], in: project.root,
      shellPrefix: "ulimit -f 4")
    #expect(!run.signaled)
    #expect(run.status == 2)
    #expect(
      run.errors
        == "navlint: error: A.swift: cannot be written: file too large; it was not changed\n")
    #expect(project.read("A.swift") == Self.largeSource)
    #expect(try FileManager.default.contentsOfDirectory(atPath: project.root) == ["A.swift"])
  }

  @Test(
    .disabled(
      if: Sanitizer.underThreadSanitizer,
      "ThreadSanitizer's runtime dies at the file-size limit itself"))
  func rulesUpdateReadmeThatHitsTheFileSizeLimitLeavesTheReadmeWhole() throws {
    let readme =
      "# Rules\n<!-- BEGIN GENERATED: navlint-rules -->\nold\n<!-- END GENERATED: navlint-rules -->\n"
      + String(
        repeating: "padding padding padding padding padding padding padding padding\n", count: 100)
    let project = try TemporaryProject(["README.md": readme])
    defer { project.remove() }
    let run = try ToolProcess.run(
      "navlint", ["rules", "--update-readme", "README.md"], in: project.root,
      shellPrefix: "ulimit -f 4")
    #expect(!run.signaled)
    #expect(run.status == 2)
    #expect(
      run.errors
        == "navlint: error: README.md: cannot be written: file too large; it was not changed\n")
    #expect(project.read("README.md") == readme)
  }

  @Test func rulesUpdateReadmeWritesTheFileTheKernelResolves() throws {
    let block =
      "<!-- BEGIN GENERATED: navlint-rules -->\nold\n<!-- END GENERATED: navlint-rules -->\n"
    let project = try TemporaryProject([
      "a/README.md": "a\n" + block, "b/c/keep": "", "b/README.md": "b\n" + block,
    ])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/a/link", withDestinationPath: "../b/c")
    let run = try ToolProcess.run(
      "navlint", ["rules", "--update-readme", "a/link/../README.md"], in: project.root)
    #expect(run.status == 0)
    #expect(run.errors == "navlint: updated a/link/../README.md\n")
    #expect(project.read("a/README.md") == "a\n" + block)
    #expect(project.read("b/README.md") != "b\n" + block)
    #expect(
      project.read("b/README.md").hasPrefix("b\n<!-- BEGIN GENERATED: navlint-rules -->\n| Rule |"))
  }

  @Test func aPathThroughALinkAndDotDotLintsTheFileTheKernelOpens() throws {
    let project = try TemporaryProject([
      "a/X.swift": "let a = 1\n",
      "b/c/keep.txt": "",
      "b/X.swift":
        "import SwiftUI\nstruct B: View { var body: some View { NavigationView { Text(\"b\") } } }\n",
    ])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/a/link", withDestinationPath: "../b/c")
    let result = project.run(["a/link/../X.swift"])
    #expect(result.standardOutput.contains("[navigation-view]"))
    #expect(result.standardError == "navlint: 1 file, 0 errors, 1 warning\n")
  }
}
