import Foundation
import TestSupport
import Testing

/// The built `hoist` on real streams: endless input, bytes that are not UTF-8, standard output
/// that cannot be written, and runs that must leave no file behind.
struct HoistStreamTests {
  private let directory: URL

  init() {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-streams-\(UUID().uuidString)", isDirectory: true)
  }

  private var stateFile: URL {
    directory.appendingPathComponent("hoist/state.json")
  }

  /// Runs the built `hoist` with standard input from a file and standard output to `output`
  /// (a pipe read to the end when `nil`).
  private func hoist(
    _ arguments: [String], stdin: String, stdout: FileHandle? = nil
  ) throws -> HoistProcess.Run {
    try HoistProcess.run(
      arguments, environment: ["XDG_STATE_HOME": directory.path],
      standardInput: FileHandle(forReadingAtPath: stdin), standardOutput: stdout)
  }

  private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(bytes).write(to: url)
    return url.path
  }

  @Test func endlessInputWithoutALineBreakStopsAtOnceAndWritesNothing() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try hoist([], stdin: "/dev/zero")
    #expect(run.status == 2)
    #expect(
      run.errors
        == "hoist: cannot read the script 'standard input': line 1 is longer than 65536 bytes "
        + "(64 KiB), the longest line hoist reads\n")
    #expect(!FileManager.default.fileExists(atPath: stateFile.path))
  }

  @Test func standardInputThatIsNotUTF8IsRefusedAndNotSaved() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let input = try file("bad.hoist", Array("tab search\ntype ".utf8) + [0xE9] + [0x0A])
    let run = try hoist(["--json"], stdin: input)
    #expect(run.status == 2)
    #expect(
      run.errors == "hoist: cannot read the script 'standard input': line 2 is not UTF-8 text\n")
    let script = try hoist(["run", input], stdin: "/dev/null")
    #expect(script.status == 2)
    #expect(script.errors == "hoist: cannot read the script '\(input)': line 2 is not UTF-8 text\n")
  }

  @Test func aFullDiskOnStandardOutputExitsOneSayingSo() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try hoist(
      ["--fresh", "open", "mangareader://series/op"], stdin: "/dev/null", stdout: full)
    #expect(run.status == 1)
    #expect(run.errors == "hoist: cannot write to standard output: No space left on device\n")
  }

  @Test func aClosedPipeOnStandardOutputExitsOneAndKeepsWhatRan() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let input = try file("script.hoist", Array("tab notes\ntap 1\n".utf8))
    let run = try hoist([], stdin: input, stdout: pipe.fileHandleForWriting)
    #expect(run.status == 1)
    #expect(run.errors == "hoist: cannot write to standard output: Broken pipe\n")
    // The first command changed the state before its screen could not be written.
    let saved = try String(contentsOf: stateFile, encoding: .utf8)
    #expect(saved.contains(#""selectedTab" : "notes""#))
  }

  /// A script file stops at the first write to standard output that fails, as standard
  /// input does: a `Delete` and its `confirm` after the reader went away delete nothing.
  @Test(arguments: ["closed pipe", "/dev/full"])
  func aScriptFileStopsAtTheFirstFailedWrite(_ sink: String) throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = try file(
      "delete.hoist", Array("tab notes\ntap Scale of the walls\ntap Delete\nconfirm\n".utf8))
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let output =
      sink == "/dev/full"
      ? try #require(FileHandle(forWritingAtPath: "/dev/full")) : pipe.fileHandleForWriting
    for arguments in [["run", script], ["--json", "run", script]] {
      let run = try hoist(arguments, stdin: "/dev/null", stdout: output)
      #expect(run.status == 1)
      #expect(
        run.errors
          == "hoist: cannot write to standard output: "
          + (sink == "/dev/full" ? "No space left on device" : "Broken pipe") + "\n")
    }
    let after = try hoist(["run", "-"], stdin: try file("show.hoist", Array("tab notes\n".utf8)))
    #expect(after.status == 0)
    #expect(after.output.contains("Scale of the walls"))
  }

  @Test func anEmptyScriptWritesNoState() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let comments = try file("comments.hoist", Array("# nothing to do\n\nshow\n".utf8))
    #expect(try hoist([], stdin: "/dev/null").status == 0)
    #expect(try hoist([], stdin: comments).status == 0)
    #expect(try hoist(["open", "https://example.com/elsewhere"], stdin: "/dev/null").status == 0)
    #expect(!FileManager.default.fileExists(atPath: stateFile.path))
  }
}
