import Foundation
import TestSupport
import Testing

/// `hoist links table --update-readme` and `hoist graph --update-readme` write the file the
/// kernel resolves the typed path to, whole or not at all (issue 24), on the built binary.
@Suite struct WholeFileUpdateTests {
  private struct Folder {
    let root = FileManager.default.temporaryDirectory.path + "/hoist-whole-\(UUID().uuidString)"

    func write(_ name: String, _ text: String) throws {
      let url = URL(fileURLWithPath: root + "/" + name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    func read(_ name: String) throws -> String {
      try String(contentsOfFile: root + "/" + name, encoding: .utf8)
    }

    /// A README holding `text` in folders `a` and `b`, and `a/link` -> `../b/c`.
    func maze(_ text: String) throws {
      try write("a/README.md", text)
      try write("b/README.md", text)
      try write("b/c/keep", "")
      try FileManager.default.createSymbolicLink(
        atPath: root + "/a/link", withDestinationPath: "../b/c")
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  private static func block(_ name: String) -> String {
    "# R\n<!-- BEGIN GENERATED: \(name) -->\nold\n<!-- END GENERATED: \(name) -->\n"
  }

  @Test(arguments: [
    (["links", "table", "--update-readme"], "url-patterns"),
    (["graph", "--update-readme"], "navigation-graph"),
  ])
  func theReadmeWrittenIsTheOneTheKernelResolves(command: [String], block name: String) throws {
    let folder = Folder()
    defer { folder.remove() }
    let text = Self.block(name)
    try folder.maze(text)
    let run = try ToolProcess.run("hoist", command + ["a/link/../README.md"], in: folder.root)
    #expect(run.status == 0)
    #expect(
      run.errors
        == (name == "url-patterns"
          ? "hoist: updated a/link/../README.md\n"
          : "hoist: graph: updated the navigation-graph section of a/link/../README.md\n"))
    #expect(try folder.read("a/README.md") == text)
    #expect(try folder.read("b/README.md") != text)
    #expect(try folder.read("b/README.md").hasPrefix("# R\n<!-- BEGIN GENERATED: \(name) -->\n"))
  }

  @Test(
    .disabled(
      if: Sanitizer.underThreadSanitizer,
      "ThreadSanitizer's runtime dies at the file-size limit itself"),
    arguments: [
      (["links", "table", "--update-readme"], "url-patterns"),
      (["graph", "--update-readme"], "navigation-graph"),
    ])
  func aReadmeUpdateAtTheFileSizeLimitLeavesTheReadmeWhole(command: [String], block name: String)
    throws
  {
    let folder = Folder()
    defer { folder.remove() }
    let text = Self.block(name) + String(repeating: "padding padding padding padding\n", count: 200)
    try folder.write("README.md", text)
    let run = try ToolProcess.run(
      "hoist", command + ["README.md"], in: folder.root, shellPrefix: "ulimit -f 4")
    #expect(!run.signaled)
    #expect(run.status == (name == "url-patterns" ? 2 : 1))
    #expect(
      run.errors.contains(
        "cannot write the README 'README.md': file too large; nothing was changed"))
    #expect(try folder.read("README.md") == text)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.root) == ["README.md"])
  }
}
