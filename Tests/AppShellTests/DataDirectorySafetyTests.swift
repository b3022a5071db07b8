import AppShell
import Foundation
import NavigationPersistence
import TestSupport
import Testing

/// Files outside the data directory are never touched, nothing that is not a regular file is
/// read, moved or replaced, an unreadable file is not taken for a corrupt one, and what
/// `hoist` creates is the user's alone.
@Suite(.serialized)
struct DataDirectorySafetyTests {
  private let root: URL
  private let data: URL
  private let outside: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-safety-\(UUID().uuidString)", isDirectory: true)
    data = root.appendingPathComponent("data", isDirectory: true)
    outside = root.appendingPathComponent("outside", isDirectory: true)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
  }

  private func hoist(_ arguments: [String], input: String = "show\n", shellPrefix: String? = nil)
    throws -> HoistProcess.Run
  {
    try HoistProcess.run(
      ["--data-dir", data.path] + arguments, input: input, shellPrefix: shellPrefix)
  }

  private func names(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  private func mode(_ url: URL) -> mode_t {
    var info = stat()
    lstat(url.path, &info)
    return info.st_mode & 0o7777
  }

  // MARK: - Not regular files

  @Test(arguments: ["state.json", "state.journal", ".lock"])
  func aSymbolicLinkToAFileOutsideIsRefusedAndTheFileIsLeftAlone(_ name: String) throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let target = outside.appendingPathComponent("precious.txt")
    try Data("not state".utf8).write(to: target)
    let link = data.appendingPathComponent(name)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

    let run = try hoist(["open", "mangareader://series/op"])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.errors
        == "hoist: \(link.path) is a symbolic link, not a regular file; hoist leaves it alone (move it away, or use another --data-dir)\n"
    )
    #expect(try names(outside) == ["precious.txt"])
    #expect(try String(contentsOf: target, encoding: .utf8) == "not state")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
  }

  @Test func aSymbolicLinkToAFolderIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let link = data.appendingPathComponent("state.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
    let run = try hoist([])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("hoist: \(link.path) is a symbolic link, not a regular file;"))
    #expect(try names(outside) == [])
  }

  @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let fifo = data.appendingPathComponent("state.json")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let run = try hoist([])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "hoist: \(fifo.path) is a FIFO, not a regular file; hoist leaves it alone (move it away, or use another --data-dir)\n"
    )
    #expect(try names(data) == [".lock", "state.json"])
  }

  @Test func aFolderNamedStateJSONIsRefusedAndNotMoved() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = data.appendingPathComponent("state.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let run = try hoist([])
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix("hoist: \(folder.path) is a directory, not a regular file;"))
    #expect(try names(data) == [".lock", "state.json"])
  }

  // MARK: - Hard links

  @Test(arguments: ["state.json", "state.journal", ".lock"])
  func aFileWithASecondNameIsRefusedAndItsOtherNameKeepsItsContent(_ name: String) throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let target = outside.appendingPathComponent("out.txt")
    try Data("precious\n".utf8).write(to: target)
    let inside = data.appendingPathComponent(name)
    #expect(link(target.path, inside.path) == 0)

    let run = try hoist(["open", "mangareader://series/op"])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(
      run.errors
        == "hoist: \(inside.path) has 2 hard links (another name shares its content); hoist leaves it alone, nothing was changed (give it one name with `cp`, or use another --data-dir)\n"
    )
    #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
    #expect(try String(contentsOf: inside, encoding: .utf8) == "precious\n")
    #expect(try names(outside) == ["out.txt"])
  }

  // MARK: - Unreadable is not corrupt

  /// Root reads any file, so the test runs `hoist` as `nobody` when it is root.
  @Test func aFileThatCannotBeReadStopsHoistAndIsNotSetAside() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try hoist(["open", "mangareader://series/op"]).status == 0)
    let state = data.appendingPathComponent("state.json")
    let before = try Data(contentsOf: state)
    var prefix: String?
    if getuid() == 0 {
      // nobody may enter the folders and open the lock and journal, not the state file.
      chmod(root.path, 0o755)
      chown(data.path, 65534, 65534)
      chown(data.appendingPathComponent(".lock").path, 65534, 65534)
      chown(data.appendingPathComponent("state.journal").path, 65534, 65534)
      prefix = "exec setpriv --reuid=65534 --regid=65534 --clear-groups \"$0\" \"$@\"; true"
    }
    chmod(state.path, 0o000)
    let run = try hoist([], shellPrefix: prefix)
    chmod(state.path, 0o600)
    #expect(run.status == 2)
    #expect(
      run.errors
        == "hoist: cannot read \(state.path): Permission denied; nothing was changed (fix its permissions, or use another --data-dir)\n"
    )
    #expect(try names(data) == [".lock", "state.journal", "state.json"])
    #expect(try Data(contentsOf: state) == before)
  }

  // MARK: - Left by a kill

  @Test func temporaryFilesOfKilledRunsAreRemovedAtStart() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("half a state".utf8).write(to: data.appendingPathComponent(".state.json.4242.tmp"))
    let foreign = outside.appendingPathComponent("x")
    try Data("x".utf8).write(to: foreign)
    try FileManager.default.createSymbolicLink(
      at: data.appendingPathComponent(".state.json.77.tmp"), withDestinationURL: foreign)
    try Data("mine".utf8).write(to: data.appendingPathComponent(".state.json.notes.tmp"))
    try Data("half".utf8).write(to: data.appendingPathComponent(".state.journal.99.tmp"))
    try FileManager.default.createSymbolicLink(
      at: data.appendingPathComponent(".state.journal.98.tmp"), withDestinationURL: foreign)
    let folder = data.appendingPathComponent(".state.json.55.tmp")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)

    // A run that changes something, so that a state file is written (an empty one writes none).
    let run = try hoist([], input: "tab notes\n")
    #expect(run.status == 0)
    #expect(
      run.errors
        == "hoist: \(folder.path) is a directory with a temporary file's name; hoist leaves it alone (move it away)\n"
    )
    #expect(
      try names(data) == [
        ".lock", ".state.json.55.tmp", ".state.json.notes.tmp", "state.journal", "state.json",
      ])
    #expect(try String(contentsOf: foreign, encoding: .utf8) == "x")
    #expect(try names(outside) == ["x"])
  }

  // MARK: - Modes

  @Test func aNewDataDirectoryIsTheUsersAlone() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let fresh = root.appendingPathComponent("new/hoist", isDirectory: true)
    let run = try HoistProcess.run(
      ["--data-dir", fresh.path, "open", "mangareader://series/op"], shellPrefix: "umask 000")
    #expect(run.status == 0)
    #expect(mode(fresh) == 0o700)
    for name in [".lock", "state.json", "state.journal"] {
      #expect(mode(fresh.appendingPathComponent(name)) == 0o600, "\(name)")
    }
  }

  @Test func anExistingFilesModeIsKept() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try hoist(["open", "mangareader://series/op"]).status == 0)
    let state = data.appendingPathComponent("state.json")
    chmod(state.path, 0o640)
    #expect(try hoist(["open", "mangareader://series/aot"]).status == 0)
    #expect(mode(state) == 0o640)
    let saved = try String(contentsOf: state, encoding: .utf8)
    #expect(saved.contains("aot"))
  }

  @Test func aSetAsideFileKeepsItsModeAndTheNewOneIsPrivate() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let state = data.appendingPathComponent("state.json")
    try Data("garbage".utf8).write(to: state)
    chmod(state.path, 0o600)
    // A change, so a new state file is written (a run that changes nothing writes none).
    let run = try hoist(["open", "mangareader://series/op"])
    #expect(run.status == 0)
    let setAside = try #require(try names(data).first { $0.hasPrefix("state.json.corrupt-") })
    #expect(mode(data.appendingPathComponent(setAside)) == 0o600)
    #expect(mode(state) == 0o600)
  }
}

/// A file that cannot be created is named with the system's reason, never "it vanished".
struct FileCreationErrorTests {
  @Test func aFileThatCannotBeCreatedIsNamedWithTheSystemsReason() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-create-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    // Nothing there and nothing can be made: the folder is missing (as root, the one such
    // case a test can make; a folder without write permission takes the same road).
    let journal = root.appendingPathComponent("missing/state.journal")
    #expect(
      throws: StorageError.cannotWrite(path: journal.path, reason: "No such file or directory")
    ) {
      _ = try PosixFile.openForAppending(journal)
    }
    // Something there already is left to the open that judges it.
    let folder = root.appendingPathComponent("state.journal")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    #expect(throws: StorageError.notRegularFile(path: folder.path, kind: "a directory")) {
      _ = try PosixFile.openForAppending(folder)
    }
    let file = root.appendingPathComponent("new.journal")
    let descriptor = try PosixFile.openForAppending(file)
    close(descriptor)
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  /// Run as a user other than root, a folder without write permission is named so.
  @Test(.enabled(if: getuid() != 0, "root may write into any folder"))
  func aFolderWithoutWritePermissionIsNamedSo() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-create-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer {
      chmod(root.path, 0o700)
      try? FileManager.default.removeItem(at: root)
    }
    chmod(root.path, 0o500)
    let journal = root.appendingPathComponent("state.journal")
    #expect(throws: StorageError.cannotWrite(path: journal.path, reason: "Permission denied")) {
      _ = try PosixFile.openForAppending(journal)
    }
  }
}
