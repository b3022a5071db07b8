import Foundation
import HoistBenchCore
import Testing

struct RunFolderTests {
  @Test func eachRunGetsANewPrivateFolderThatIsRemovedWhole() throws {
    let parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-bench-run-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: parent) }
    let first = try RunFolder.make(in: parent)
    let second = try RunFolder.make(in: parent)
    #expect(first.url != second.url)
    #expect(first.url.lastPathComponent.hasPrefix("hoist-bench-"))
    #expect(first.url.lastPathComponent.count == "hoist-bench-XXXXXX".count)
    let attributes = try FileManager.default.attributesOfItem(atPath: first.url.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o700)
    try FileManager.default.createDirectory(
      at: first.appending("navlint"), withIntermediateDirectories: false)
    try Data("x".utf8).write(to: first.appending("navlint").appendingPathComponent("log"))
    first.remove()
    second.remove()
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
  }

  @Test func aParentThatIsNotAFolderIsNamed() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-bench-run-tests-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(throws: BenchmarkError.temporaryFolder(path: file.path, reason: "Not a directory")) {
      try RunFolder.make(in: file)
    }
    #expect(
      BenchmarkError.temporaryFolder(path: "/x\u{1b}", reason: "Not a directory").description
        == "cannot make a temporary folder in '/x\\u{1b}': Not a directory; "
        + "set TMPDIR to a writable folder")
  }
}
