import ChildProcess
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `hoist-bench` as a user meets it: exit codes, messages, its temporary folder.
struct HoistBenchExecutableTests {
  private let scratch: URL

  init() throws {
    scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-bench-executable-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
  }

  private struct Run {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Starts `hoist-bench` with `TMPDIR` in the scratch folder.
  private func start(_ arguments: [String]) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = try BuiltProduct.executable("hoist-bench")
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = scratch.appendingPathComponent("tmp").path
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return (process, output, errors)
  }

  private func finish(_ started: (Process, Pipe, Pipe)) -> Run {
    let (out, err) = ChildOutput.read(
      output: started.1.fileHandleForReading, errors: started.2.fileHandleForReading)
    started.0.waitUntilExit()
    return Run(
      status: started.0.terminationStatus, output: String(decoding: out, as: UTF8.self),
      errors: String(decoding: err, as: UTF8.self))
  }

  private func run(_ arguments: [String]) throws -> Run {
    finish(try start(arguments))
  }

  @Test func badArgumentsExitTwoNamingTheArgumentAndRunNothing() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.createDirectory(
      at: scratch.appendingPathComponent("tmp"), withIntermediateDirectories: false)
    let cases: [([String], String)] = [
      (["--only", ""], "--only needs a value: --only NAME[,NAME...]"),
      (["--only", "router,router"], "scenario 'router' is named more than once; name it once"),
      (["--write-corpus", "x"], "--write-corpus needs a value: --write-corpus DIR N"),
      (
        ["--write-corpus", "x", "-1"],
        "--write-corpus got '-1' files; expected a whole number from 1 to 20000"
      ),
      (["--bogus\u{1b}[2J"], "unknown argument '--bogus\\u{1b}[2J'"),
      (["--quick", "--quick"], "option '--quick' is given more than once; give it once"),
    ]
    for (arguments, message) in cases {
      let result = try run(arguments)
      #expect(result.status == 2)
      #expect(result.output == "")
      #expect(result.errors == "hoist-bench: \(message)\nTry 'hoist-bench --help'.\n")
    }
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: scratch.appendingPathComponent("tmp").path)
        == [])
  }

  @Test func theMemoryGoalIsShownInTheValuesUnit() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.createDirectory(
      at: scratch.appendingPathComponent("tmp"), withIntermediateDirectories: false)
    let table = try run(["--quick", "--only", "router"])
    #expect(table.status == 0)
    let row = try #require(
      table.output.split(separator: "\n").first { $0.hasPrefix("| 1 router memory growth |") })
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(cells.count == 9)
    #expect(cells[5] == "<= 1.00 MiB")
    #expect(cells[4].hasSuffix(" MiB"))
    let json = try run(["--quick", "--only", "router", "--json"])
    #expect(json.status == 0)
    let line = try #require(
      json.output.split(separator: "\n").first { $0.contains("router memory growth") })
    #expect(line.contains("\"goal\":\"<= 1048576 bytes\""))
  }

  /// The start-up scenario's baseline program says why it fails, naming the file.
  @Test func theDecodeOnlyBaselineNamesAFileItCannotDecode() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let missing = scratch.appendingPathComponent("missing\u{1b}.json").path
    let notJSON = scratch.appendingPathComponent("state.json")
    try Data("{\"stacks\":".utf8).write(to: notJSON)
    let shown = scratch.path + "/missing\\u{1b}.json"
    let cases: [(String, String)] = [
      (missing, "hoist-bench: --decode-only: cannot read '\(shown)'\n"),
      (notJSON.path, "hoist-bench: --decode-only: '\(notJSON.path)' is not JSON\n"),
    ]
    for (path, message) in cases {
      let result = try run(["--decode-only", path])
      #expect(result.status == 1)
      #expect(result.output == "")
      #expect(result.errors == message)
    }
    try Data("{}".utf8).write(to: notJSON)
    let decoded = try run(["--decode-only", notJSON.path])
    #expect(decoded.status == 0)
    #expect(decoded.errors == "")
  }

  @Test func writeCorpusWritesANewFolderAndRefusesOneInUse() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let corpus = scratch.appendingPathComponent("corpus").path
    let written = try run(["--write-corpus", corpus, "3"])
    #expect(written.status == 0)
    #expect(written.output.hasPrefix("3 files, "))
    #expect(written.output.hasSuffix(" lines in \(corpus)\n"))
    let again = try run(["--write-corpus", corpus, "3"])
    #expect(again.status == 2)
    #expect(
      again.errors
        == "hoist-bench: cannot write the corpus in '\(corpus)': the folder is not empty; "
        + "name a new or empty folder\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: corpus + "/Feature0").sorted()
        == ["Screen0.swift", "Screen1.swift", "Screen2.swift"])
  }

  @Test func anInterruptedRunRemovesItsTemporaryFolderAndExits130() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let temporary = scratch.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
    // The full router scenario runs for many seconds: long enough to be interrupted.
    let started = try start(["--only", "router"])
    var folder: String?
    for _ in 0..<6_000 where folder == nil {
      folder = try FileManager.default.contentsOfDirectory(atPath: temporary.path).first
      if folder == nil { usleep(10_000) }
    }
    let name = try #require(folder)
    #expect(name.hasPrefix("hoist-bench-"))
    kill(started.0.processIdentifier, SIGINT)
    let result = finish(started)
    #expect(result.status == 130)
    #expect(result.output == "")
    #expect(
      result.errors.hasSuffix(
        "hoist-bench: interrupted by SIGINT; removed the temporary folder "
          + temporary.appendingPathComponent(name).path + "\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }

  @Test func anInterruptWhileTheCorpusIsWrittenRemovesTheWholeFolder() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    // The scenario runs the navlint built beside hoist-bench; it writes its corpus first.
    _ = try BuiltProduct.executable("navlint")
    let temporary = scratch.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
    // The full navlint corpus is 2,000 files, 200 subfolders: the main thread is still
    // making files when the signal comes, as the signal thread removes the folder.
    let started = try start(["--only", "navlint"])
    var folder: String?
    for _ in 0..<6_000 where folder == nil && started.0.isRunning {
      if let name = try FileManager.default.contentsOfDirectory(atPath: temporary.path).first,
        FileManager.default.fileExists(
          atPath: temporary.appendingPathComponent("\(name)/navlint/corpus/Feature2").path)
      {
        folder = name
      } else {
        usleep(10_000)
      }
    }
    let name = try #require(folder)
    kill(started.0.processIdentifier, SIGINT)
    let result = finish(started)
    #expect(result.status == 130)
    #expect(
      result.errors
        == "hoist-bench: running navlint\nhoist-bench: interrupted by SIGINT; removed the "
        + "temporary folder \(temporary.appendingPathComponent(name).path)\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
  }
}
