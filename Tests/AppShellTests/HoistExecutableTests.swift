import ChildProcess
import Foundation
import TestSupport
import Testing

/// Runs the built `hoist` executable for what only a process shows: exit codes, standard
/// input, and files in the data directory.
struct HoistExecutableTests {
  struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  private let directory: URL

  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-exec-\(UUID().uuidString)", isDirectory: true)
  }

  /// The `hoist` built beside this test bundle.
  static func executable() throws -> URL {
    try BuiltProduct.executable("hoist")
  }

  private func hoist(_ arguments: [String], input: String = "") throws -> Run {
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_STATE_HOME"] = directory.path
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    BrokenPipe.write(Data(input.utf8), to: stdin.fileHandleForWriting)
    try stdin.fileHandleForWriting.close()
    let (output, errors) = ChildOutput.read(
      output: stdout.fileHandleForReading, errors: stderr.fileHandleForReading)
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  @Test func aScriptOnStandardInputRunsAndExitsZero() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try hoist(["--json"], input: "tab notes\ntap 1\n")
    #expect(run.status == 0)
    #expect(run.errors == "")
    let lines = run.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[1].contains(#""path":[{"key":"fieldnotes.note","noteID":"note-1"}]"#))
  }

  @Test func aFailedCommandExitsOne() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try hoist(["run", "-"], input: "tap 99\ntab notes\n")
    #expect(run.status == 1)
    #expect(run.errors == "error: line 1: tap 99: no row 99: this screen has rows 1 to 18\n")
  }

  @Test func aChildThatExitsBeforeReadingItsInputDoesNotEndTheTestRun() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    // hoist refuses the option and exits without reading; 4 MiB cannot fit in the pipe, so
    // the write meets a closed pipe (SIGPIPE would end this whole test process).
    let input = String(repeating: "tab notes\n", count: 419_431)
    let run = try hoist(["--no-such-option"], input: input)
    #expect(run.status == 2)
    #expect(run.errors == "hoist: unknown option '--no-such-option'\nTry 'hoist --help'.\n")
  }

  @Test func usageErrorsExitTwo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try hoist(["--layout", "wide"])
    #expect(run.status == 2)
    #expect(
      run.errors
        == "hoist: option '--layout' got 'wide'; expected compact|regular\nTry 'hoist --help'.\n")
    let missing = try hoist(["run", directory.appendingPathComponent("nope.hoist").path])
    #expect(missing.status == 2)
    #expect(
      missing.errors
        == "hoist: cannot read the script '\(directory.path)/nope.hoist': no such file\n")
  }

  @Test func aFIFOOrADeviceIsRefusedBeforeItIsOpened() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let fifo = directory.appendingPathComponent("script.fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let script = try hoist(["run", fifo.path])
    #expect(script.status == 2)
    #expect(
      script.errors
        == "hoist: cannot read the script '\(fifo.path)': it is not a regular file (a FIFO); give a file, or - for standard input\n"
    )
    let links = try hoist(["links", "check", fifo.path])
    #expect(links.status == 2)
    #expect(
      links.errors
        == "hoist: cannot read the links file '\(fifo.path)': it is not a regular file (a FIFO); give a file, or - for standard input\n"
    )
    let device = try hoist(["run", "/dev/null"])
    #expect(device.status == 2)
    #expect(
      device.errors
        == "hoist: cannot read the script '/dev/null': it is not a regular file (a character device); give a file, or - for standard input\n"
    )
  }

  @Test func versionAndHelpExitZero() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try hoist(["--version"]).output == "hoist 0.1.0\n")
    let help = try hoist(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("Usage: hoist [options] [command]\n"))
  }

  @Test func openSavesStateThatTheNextRunLoads() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let open = try hoist(["open", "mangareader://series/op?chapter=1085&page=3"])
    #expect(open.status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("hoist/state.json").path))
    let next = try hoist(["--json"], input: "show\n")
    #expect(next.output.contains(#"{"chapter":1085,"key":"reader.page","page":3,"seriesID":"op"}"#))
    let fresh = try hoist(["--json", "--fresh"], input: "show\n")
    #expect(fresh.output.contains(#""path":[]"#))
  }

  @Test func aForeignLinkIsNotAFailure() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try hoist(["open", "https://example.com/x", "--fresh"])
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("» Ignored https://example.com/x: not a link this app opens.\n"))
  }

  @Test func aCorruptStateFileIsSetAsideAndTheAppStarts() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = directory.appendingPathComponent("hoist")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: data.appendingPathComponent("state.json"))
    let run = try hoist(["--json"], input: "show\n")
    #expect(run.status == 0)
    #expect(
      run.errors.hasPrefix(
        "hoist: state.json is not a valid state file (not JSON: Invalid value around character 0.); set aside as \(data.path)/state.json.corrupt-"
      ))
    // A run that changes nothing writes no state: only the set-aside file is new.
    let names = try FileManager.default.contentsOfDirectory(atPath: data.path).sorted()
    try #require(names.count == 2)
    #expect(names[0] == ".lock")
    #expect(names[1].hasPrefix("state.json.corrupt-"))
    let setAside = data.appendingPathComponent(names[1])
    #expect(try String(contentsOf: setAside, encoding: .utf8) == "garbage")
  }

  @Test func aSecondHoistOnTheSameDataDirectoryExitsOneAndChangesNothing() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let data = directory.appendingPathComponent("hoist")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let descriptor = open(data.appendingPathComponent(".lock").path, O_RDWR | O_CREAT, 0o644)
    #expect(descriptor >= 0)
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    let run = try hoist(["open", "mangareader://series/op"])
    flock(descriptor, LOCK_UN)
    close(descriptor)
    #expect(run.status == 1)
    #expect(run.output == "")
    #expect(
      run.errors
        == "hoist: another hoist is using the data directory \(data.path); try again when it ends\n"
    )
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("state.json").path))
  }

  @Test func windowsLineEndingsEndLinesToo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let script = directory.appendingPathComponent("crlf.hoist")
    try Data("# a comment\r\ntab notes\r\ntap 1\r\n".utf8).write(to: script)
    let run = try hoist(["--json", "--fresh", "run", script.path])
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(run.output.split(separator: "\n").count == 2)
  }

  @Test func aDataDirectoryThatCannotBeUsedIsAUsageErrorBeforeAnythingRuns() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("a-file")
    try Data().write(to: file)
    let run = try hoist(["--data-dir", file.path, "open", "mangareader://series/op"])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.errors == "hoist: cannot write \(file.path): it is not a directory\n")
    let empty = try hoist(["--data-dir", "", "open", "mangareader://series/op"])
    #expect(empty.status == 2)
    #expect(empty.errors == "hoist: option '--data-dir' needs a value\nTry 'hoist --help'.\n")
  }

  @Test func quitPrintsAFrameInJSONMode() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try hoist(["--json", "--fresh"], input: "show\nquit\ntab notes\n")
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").count == 2)
    #expect(!run.output.contains(#""tab":"notes""#))
  }

  @Test func droppedRoutesKeepACopyOfTheSavedState() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try hoist(["open", "mangareader://series/op?chapter=2"]).status == 0)
    let data = directory.appendingPathComponent("hoist")
    let state = data.appendingPathComponent("state.json")
    let original = try String(contentsOf: state, encoding: .utf8)
    let renamed = original.replacingOccurrences(of: "reader.chapter", with: "reader.volume")
    try Data(renamed.utf8).write(to: state)
    let run = try hoist([], input: "show\n")
    #expect(run.status == 0)
    let lines = run.errors.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      lines.first?.hasPrefix(
        "hoist: restore: the saved state was copied to \(state.path).before-restore-") == true)
    #expect(
      lines.last
        == "hoist: restore: library tab, path 2: dropped reader.volume(chapter: 2, seriesID: op): no feature registered the route key 'reader.volume'"
    )
    let copies = try FileManager.default.contentsOfDirectory(atPath: data.path).filter {
      $0.hasPrefix("state.json.before-restore-")
    }
    #expect(copies.count == 1)
    let copy = data.appendingPathComponent(copies[0])
    #expect(try String(contentsOf: copy, encoding: .utf8) == renamed)
  }
}
