import Foundation
import Testing
import WholeFile

@Suite struct WholeFileTests {
  /// A fresh folder under the temporary folder, with `a/link` -> `../b/c`, and `x` in both
  /// `a` and `b` (so `a/link/../x` is `b/x` for the kernel, `a/x` lexically).
  private struct Maze {
    let root: String

    init() throws {
      root = FileManager.default.temporaryDirectory.path + "/wholefile-\(UUID().uuidString)"
      let manager = FileManager.default
      try manager.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
      try manager.createDirectory(atPath: root + "/b/c", withIntermediateDirectories: true)
      try manager.createSymbolicLink(atPath: root + "/a/link", withDestinationPath: "../b/c")
      try Data("A\n".utf8).write(to: URL(fileURLWithPath: root + "/a/x"))
      try Data("B\n".utf8).write(to: URL(fileURLWithPath: root + "/b/x"))
    }

    func text(_ name: String) throws -> String {
      try String(contentsOfFile: root + "/" + name, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
  }

  @Test func aDotDotAfterALinkLeavesTheLinksTarget() throws {
    let maze = try Maze()
    defer { maze.remove() }
    let real = try #require(WholeFile.realPath(maze.root))
    #expect(try WholeFile.resolved(maze.root + "/a/link/../x") == real + "/b/x")
    #expect(try WholeFile.resolved(maze.root + "/a/link/../new") == real + "/b/new")
  }

  @Test func theFileReadIsTheFileReplaced() throws {
    let maze = try Maze()
    defer { maze.remove() }
    let file = try WholeFile.read(maze.root + "/a/link/../x", limit: 100)
    #expect(file.bytes == Array("B\n".utf8))
    try WholeFile.replace(Data("new\n".utf8), of: file, named: "a/link/../x")
    #expect(try maze.text("b/x") == "new\n")
    #expect(try maze.text("a/x") == "A\n")
  }

  @Test func aLinkThatChangedBetweenReadAndWriteIsRefused() throws {
    let maze = try Maze()
    defer { maze.remove() }
    let file = try WholeFile.read(maze.root + "/b/x", limit: 100)
    // Another file put at the name (made while the first still exists: another inode).
    try Data("other\n".utf8).write(to: URL(fileURLWithPath: maze.root + "/b/y"))
    #expect(rename(maze.root + "/b/y", maze.root + "/b/x") == 0)
    #expect(throws: WriteError.self) {
      try WholeFile.replace(Data("new\n".utf8), of: file, named: "b/x")
    }
    #expect(try maze.text("b/x") == "other\n")
  }

  @Test func aReplacedFileKeepsItsModeAndLeavesNoTemporaryFile() throws {
    let maze = try Maze()
    defer { maze.remove() }
    #expect(chmod(maze.root + "/a/x", 0o751) == 0)
    let file = try WholeFile.read(maze.root + "/a/x", limit: 100)
    try WholeFile.replace(Data("new\n".utf8), of: file, named: "a/x")
    var status = stat()
    #expect(stat(maze.root + "/a/x", &status) == 0)
    #expect(status.st_mode & 0o7777 == 0o751)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: maze.root + "/a").sorted() == [
        "link", "x",
      ])
  }

  @Test func aFileOverTheLimitIsRefusedUnread() throws {
    let maze = try Maze()
    defer { maze.remove() }
    #expect(
      throws: WriteError(path: maze.root + "/a/x", reason: "it is 2 bytes, more than the 1 read")
    ) {
      try WholeFile.read(maze.root + "/a/x", limit: 1)
    }
  }

  @Test func aHardLinkedFileIsNotReplaced() throws {
    let maze = try Maze()
    defer { maze.remove() }
    #expect(link(maze.root + "/a/x", maze.root + "/a/y") == 0)
    let file = try WholeFile.read(maze.root + "/a/x", limit: 100)
    #expect(
      throws: WriteError(
        path: "a/x",
        reason: "it has 2 names (hard links); replacing it would leave the others with the "
          + "old content; not written")
    ) {
      try WholeFile.replace(Data("new\n".utf8), of: file, named: "a/x")
    }
    #expect(try maze.text("a/y") == "A\n")
  }

  /// A link to a folder whose name is not UTF-8, beside a folder named as that name decodes
  /// with U+FFFD: the path through the link is refused, never taken for the look-alike.
  @Test func aRealPathThatIsNotUTF8IsRefusedNotDecodedToALookAlike() throws {
    let maze = try Maze()
    defer { maze.remove() }
    let latin1 = Array((maze.root + "/caf").utf8) + [0xE9, 0]
    try #require(mkdir(latin1.map { CChar(bitPattern: $0) }, 0o700) == 0)
    try FileManager.default.createDirectory(
      atPath: maze.root + "/caf\u{FFFD}", withIntermediateDirectories: false)
    let target = Array("caf".utf8) + [0xE9, 0]
    try #require(
      symlink(target.map { CChar(bitPattern: $0) }, maze.root + "/ln") == 0)
    let reason =
      "the path it resolves to (its symbolic links followed) has a name that is not UTF-8"
    #expect(WholeFile.realPath(maze.root + "/ln") == nil)
    #expect(throws: WriteError(path: maze.root + "/ln/out.json", reason: reason)) {
      try WholeFile.resolved(maze.root + "/ln/out.json")
    }
    #expect(throws: WriteError(path: maze.root + "/ln", reason: reason)) {
      try WholeFile.resolved(maze.root + "/ln")
    }
  }
}
