import AppShell
import Foundation
import NavigationPersistence
import Testing

/// Setting a file aside never leaves one file with two names: the copy is written and flushed
/// first, then the old name goes; a kill between leaves two files of one link each.
struct AsideFileTests {
  private func linkCount(_ url: URL) -> nlink_t {
    var info = stat()
    return lstat(url.path, &info) == 0 ? info.st_nlink : 0
  }

  private func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-aside-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    return url
  }

  @Test func aSetAsideFileIsACopyWithOneLinkAndTheOldNameIsGone() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = directory.appendingPathComponent("state.json")
    try Data("{\"version\": 1.5}".utf8).write(to: state)
    #expect(chmod(state.path, 0o640) == 0)
    let date = Date(timeIntervalSince1970: 1_796_000_000)

    let moved = try AsideFile.setAside(state, date: date)

    #expect(moved.lastPathComponent == "state.json.corrupt-20261130T005320Z")
    #expect(!FileManager.default.fileExists(atPath: state.path))
    #expect(try Data(contentsOf: moved) == Data("{\"version\": 1.5}".utf8))
    #expect(linkCount(moved) == 1)
    var info = stat()
    #expect(lstat(moved.path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o640)
  }

  @Test func aSecondSetAsideInTheSameSecondTakesTheNextName() throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let state = directory.appendingPathComponent("state.json")
    let date = Date(timeIntervalSince1970: 1_796_000_000)
    try Data("one".utf8).write(to: state)
    let first = try AsideFile.setAside(state, date: date)
    try Data("two".utf8).write(to: state)
    let second = try AsideFile.setAside(state, date: date)

    #expect(second.lastPathComponent == first.lastPathComponent + "-2")
    #expect(try Data(contentsOf: first) == Data("one".utf8))
    #expect(try Data(contentsOf: second) == Data("two".utf8))
    #expect([first, second].map(linkCount) == [1, 1])
  }
}
