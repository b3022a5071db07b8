import Foundation
import NavigationPersistence
import Testing

/// A state of two format versions: version 1 called the items `names`.
private struct SavedList: PersistableState {
  static let currentVersion = 2
  var version = currentVersion
  var items: [String]

  private struct Version1: Decodable {
    var names: [String]
  }

  static func decode(_ data: Data, version: Int) throws -> SavedList {
    switch version {
    case 1: SavedList(items: try JSONDecoder().decode(Version1.self, from: data).names)
    case currentVersion: try JSONDecoder().decode(SavedList.self, from: data)
    default: throw UnreadableVersion(version: version, current: currentVersion)
    }
  }
}

/// `PersistentStore`: journal line before the save returns, checkpoints, modes, the lock,
/// files set aside and never deleted, the size limit, migration and newer versions.
@MainActor
struct PersistentStoreTests {
  private let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("persistent-store-\(UUID().uuidString)", isDirectory: true)

  private var checkpoint: URL { directory.appendingPathComponent("state.json") }
  private var journal: URL { directory.appendingPathComponent("state.journal") }

  private func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  private func mode(_ url: URL) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
  }

  @Test func aSaveIsAJournalLineBeforeItReturnsAndLoadsBack() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let store = try PersistentStore<SavedList>(
        directory: directory, policy: SavePolicy(flushInterval: 3600))
      #expect(try store.load().origin == .nothingSaved)
      #expect(try store.save(SavedList(items: ["a"])))
      #expect(
        try String(contentsOf: journal, encoding: .utf8) == #"{"version":2,"items":["a"]}"# + "\n")
      #expect(!FileManager.default.fileExists(atPath: checkpoint.path))
      // The same state again writes nothing.
      #expect(try store.save(SavedList(items: ["a"])) == false)
    }
    let store = try PersistentStore<SavedList>(directory: directory)
    let loaded = try store.load()
    #expect(loaded.state == SavedList(items: ["a"]))
    #expect(loaded.origin == .saved)
    #expect(loaded.messages == [])
  }

  @Test func saveNowCheckpointsAndEmptiesTheJournalWithOwnerOnlyModes() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = try PersistentStore<SavedList>(
      directory: directory, policy: SavePolicy(flushInterval: 3600))
    try store.saveNow(SavedList(items: ["a", "b"]))
    let decoded = try JSONDecoder().decode(SavedList.self, from: Data(contentsOf: checkpoint))
    #expect(decoded == SavedList(items: ["a", "b"]))
    #expect(try Data(contentsOf: journal).isEmpty)
    #expect(try mode(directory) == 0o700)
    #expect(try mode(checkpoint) == 0o600)
    #expect(try mode(journal) == 0o600)
    #expect(names() == [".lock", "state.journal", "state.json"])
  }

  @Test func aSecondStoreOnTheSameDirectoryIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = try PersistentStore<SavedList>(directory: directory)
    #expect(throws: StorageError.busy(path: directory.path)) {
      try PersistentStore<SavedList>(directory: directory)
    }
    _ = first
  }

  @Test func contentThatDoesNotDecodeIsSetAsideNeverDeleted() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: checkpoint)
    let store = try PersistentStore<SavedList>(directory: directory)
    let loaded = try store.load()
    #expect(loaded.state == nil)
    #expect(loaded.origin == .recovered)
    let aside = try #require(names().first { $0.hasPrefix("state.json.corrupt-") })
    // The parser's own words follow "not JSON" and differ between platforms.
    let message = try #require(loaded.messages.first)
    #expect(loaded.messages.count == 1)
    #expect(message.hasPrefix("state.json is not a valid state file (not JSON"))
    #expect(message.hasSuffix("; set aside as \(directory.appendingPathComponent(aside).path)"))
    #expect(
      try String(contentsOf: directory.appendingPathComponent(aside), encoding: .utf8) == "not json"
    )
  }

  @Test func aFileLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    #expect(FileManager.default.createFile(atPath: checkpoint.path, contents: nil))
    let handle = try FileHandle(forWritingTo: checkpoint)
    try handle.truncate(atOffset: UInt64(256 << 20) + 1)
    try handle.close()
    let store = try PersistentStore<SavedList>(directory: directory)
    #expect(
      throws: StorageError.tooLarge(path: checkpoint.path, size: (256 << 20) + 1, limit: 256 << 20)
    ) {
      try store.load()
    }
    #expect(names() == [".lock", "state.json"])
  }

  @Test func aSymbolicLinkIsNeverFollowed() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let target = directory.appendingPathComponent("elsewhere.json")
    try Data(#"{"items":[],"version":2}"#.utf8).write(to: target)
    try FileManager.default.createSymbolicLink(at: checkpoint, withDestinationURL: target)
    let store = try PersistentStore<SavedList>(directory: directory)
    #expect(throws: StorageError.notRegularFile(path: checkpoint.path, kind: "a symbolic link")) {
      try store.load()
    }
  }

  @Test func anOlderVersionIsMigrated() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(#"{"names":["x"],"version":1}"#.utf8).write(to: checkpoint)
    let store = try PersistentStore<SavedList>(directory: directory)
    let loaded = try store.load()
    #expect(loaded.state == SavedList(items: ["x"]))
    #expect(loaded.origin == .migrated(from: 1))
  }

  @Test func aNewerVersionIsLeftAloneAndCopiedAsideBeforeTheFirstSave() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let newer = #"{"version":3,"shelves":[]}"#
    try Data(newer.utf8).write(to: checkpoint)
    let store = try PersistentStore<SavedList>(directory: directory)
    let loaded = try store.load()
    #expect(loaded.state == nil)
    #expect(loaded.origin == .newerVersion(3))
    #expect(try String(contentsOf: checkpoint, encoding: .utf8) == newer)
    try store.saveNow(SavedList(items: []))
    let copy = try #require(names().first { $0.hasPrefix("state.json.version-3-") })
    #expect(
      try String(contentsOf: directory.appendingPathComponent(copy), encoding: .utf8) == newer)
  }
}
