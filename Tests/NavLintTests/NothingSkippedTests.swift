import Foundation
import NavLintCore
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 24: nothing is skipped in silence (names that are not UTF-8), and a parse given up at
/// its budget stops using the CPU and is never cached.
@Suite struct NothingSkippedTests {
  /// Makes a file or folder whose name is the given bytes inside a folder.
  private func make(_ bytes: [UInt8], in folder: String, folder isFolder: Bool) {
    let path = Array(folder.utf8) + [0x2F] + bytes + [0]
    path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { name in
        if isFolder {
          _ = mkdir(name.baseAddress!, 0o755)
        } else {
          let descriptor = open(name.baseAddress!, O_WRONLY | O_CREAT, 0o644)
          _ = write(descriptor, "let a = 1\n", 10)
          close(descriptor)
        }
      }
    }
  }

  @Test func namesThatAreNotUTF8AreErrorsNotSkipped() throws {
    let project = try TemporaryProject([:])
    defer { project.remove() }
    make(Array("caf".utf8) + [0xE9] + Array(".swift".utf8), in: project.root, folder: false)
    make(Array("dir".utf8) + [0xFF], in: project.root, folder: true)
    make(Array(".hidden".utf8) + [0xFF], in: project.root, folder: true)
    make([0xFF] + Array(".txt".utf8), in: project.root, folder: false)
    let result = project.run(["--strict", "."])
    #expect(result.exitCode == 1)
    #expect(
      result.standardOutput
        == "caf\\xe9.swift:1:1: error: the file's name is not UTF-8 text (each \\xHH is a byte "
        + "that is not), so it is not linted; rename it in UTF-8 [parse-error]\n"
        + "dir\\xff/:1:1: error: the folder's name is not UTF-8 text (each \\xHH is a byte that "
        + "is not), so it is not linted; rename it in UTF-8 [parse-error]\n")
    #expect(result.standardError == "navlint: 2 files, 2 errors, 0 warnings\n")
  }

  /// A Swift file's name on a symbolic link to nothing, met in a folder, is named as it is
  /// when given directly, not passed over.
  @Test func aDanglingSwiftLinkInAFolderIsNamedNotSkipped() throws {
    let project = try TemporaryProject(["src/A.swift": "let a = 1\n"])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/src/Gone.swift", withDestinationPath: "nowhere.swift")
    let result = project.run(["src"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "navlint: error: src/Gone.swift: is a symbolic link to a file that does not exist\n")
  }

  /// The 20-level `(@(@…1))` shape of the issue: hours for SwiftParser.
  private static let hostile: String = {
    var text = "1"
    for _ in 0..<20 { text = "(@" + text + ")" }
    return "let x = " + text + "\n"
  }()

  private static let clean =
    "import SwiftUI\nstruct A: View { var body: some View { NavigationView { Text(\"a\") } } }\n"

  private static let tooComplex =
    ":1:1: error: too complex to parse in 5 s; the file is not linted [parse-error]\n"

  private static let cleanFinding =
    "Clean.swift:2:40: warning: NavigationView is deprecated; use NavigationStack or "
    + "NavigationSplitView [navigation-view]\n"

  @Test func aParseGivenUpIsNeverCached() throws {
    let alone = try TemporaryProject(["Clean.swift": Self.clean])
    defer { alone.remove() }
    let project = try TemporaryProject(["Clean.swift": Self.clean, "Hostile.swift": Self.hostile])
    defer { project.remove() }
    let cleanRun = try ToolProcess.run(
      "navlint", ["--cache-path", "cache", "Clean.swift"], in: alone.root)
    #expect(cleanRun.output == Self.cleanFinding)
    for _ in 0..<2 {
      let run = try ToolProcess.run("navlint", ["--cache-path", "cache", "."], in: project.root)
      #expect(run.status == 1)
      #expect(run.output == Self.cleanFinding + "Hostile.swift" + Self.tooComplex)
    }
    let entries = try FileManager.default.contentsOfDirectory(atPath: project.root + "/cache")
    for entry in entries {
      let text = project.read("cache/" + entry)
      #expect(!text.contains("too complex"), "\(entry) holds the time-out")
    }
    // The clean file's summary, digest and findings; no entry for the file given up, and no
    // entry for the whole run (which holds its time-out).
    let aloneEntries = try FileManager.default.contentsOfDirectory(atPath: alone.root + "/cache")
    #expect(entries.count == aloneEntries.count - 1)
  }

  #if os(Linux)
    /// The CPU time a process has used, in clock ticks (`/proc/PID/stat`: user + system).
    private func ticks(of pid: Int32) throws -> Int {
      let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
      // After the command name in parentheses: state is field 3; utime 14 and stime 15.
      let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
      return Int(fields[11])! + Int(fields[12])!
    }

    /// Before, a parse given up went on using a core until the run ended. Now navlint starts
    /// again without it, so once navlint is blocked writing its report to a pipe nobody reads,
    /// it uses no CPU at all.
    @Test func aParseGivenUpStopsUsingTheCPU() throws {
      let many = String(
        repeating: "struct V: View { var body: some View { NavigationView { Text(\"a\") } } }\n",
        count: 1_500)
      let project = try TemporaryProject([
        "A.swift": Self.hostile, "Many.swift": "import SwiftUI\n" + many,
      ])
      defer { project.remove() }
      let process = Process()
      process.executableURL = try BuiltProduct.executable("navlint")
      process.arguments = ["--no-cache", "--jobs", "1", "."]
      process.currentDirectoryURL = URL(fileURLWithPath: project.root)
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Wait (at most 10 minutes) until the report fills the pipe: navlint is then blocked.
      var waiting = 0
      var available: Int32 = 0
      while waiting < 6_000 {
        _ = ioctl(output.fileHandleForReading.fileDescriptor, UInt(FIONREAD), &available)
        if available >= 65_536 { break }
        usleep(100_000)
        waiting += 1
      }
      try #require(available >= 65_536)
      let before = try ticks(of: process.processIdentifier)
      sleep(2)
      let after = try ticks(of: process.processIdentifier)
      let report = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(after - before <= 5, "\(after - before) ticks used while blocked")
      #expect(report.hasPrefix("A.swift" + Self.tooComplex))
      #expect(report.split(separator: "\n").count == 1_501)
    }
  #endif
}
