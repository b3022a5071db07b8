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

  /// Both commands read the README through one reader, which says why it cannot be read
  /// (`graph` once said "cannot read F as UTF-8 text" for all of these).
  @Test(arguments: [
    (["links", "table", "--update-readme"], "hoist: ", Int32(2)),
    (["graph", "--update-readme"], "hoist: graph: ", Int32(1)),
  ])
  func aReadmeThatCannotBeReadIsRefusedWithTheReason(
    command: [String], prefix: String, status: Int32
  ) throws {
    let folder = Folder()
    defer { folder.remove() }
    try folder.write("folder/keep", "")
    try Data([0x23, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: folder.root + "/latin1.md"))
    #expect(mkfifo(folder.root + "/fifo.md", 0o600) == 0)
    #expect(FileManager.default.createFile(atPath: folder.root + "/huge.md", contents: nil))
    // Past the 16 MiB limit without the disk space: a sparse file.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.root + "/huge.md"))
    try handle.truncate(atOffset: (16 << 20) + 1)
    try handle.close()
    let cases = [
      ("missing.md", "no such file"),
      ("folder", "it is a directory"),
      (
        "fifo.md",
        "it is not a regular file (a FIFO); give a file, or - for standard input"
      ),
      ("huge.md", "it is 16777217 bytes, more than the 16777216 bytes a README may have"),
      ("latin1.md", "it is not UTF-8 text"),
    ]
    for (name, reason) in cases {
      let run = try ToolProcess.run("hoist", command + [name], in: folder.root)
      #expect(run.status == status, "\(name)")
      #expect(run.errors == "\(prefix)cannot read the README '\(name)': \(reason)\n")
    }
  }
}
