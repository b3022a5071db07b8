import Foundation
import NavLintCore
import TestSupport
import Testing

struct SilentFailureTests {
  @Test func aFIFONamedSwiftFailsNamingIt() throws {
    let project = try TemporaryProject(["A.swift": "let a = 1\n"])
    defer { project.remove() }
    #expect(mkfifo(project.root + "/Pipe.swift", 0o644) == 0)
    let result = project.run([])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "navlint: error: Pipe.swift: is not a regular file (a FIFO, socket or device); not linted\n"
    )
  }

  @Test func aFileReachedTwiceThroughALinkedFolderIsLintedOnce() throws {
    let project = try TemporaryProject(["Real/A.swift": "let a = NavigationView { }\n"])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/Alias", withDestinationPath: "Real")
    let result = project.run(["Real", "Alias", "Real/A.swift"])
    #expect(result.standardError == "navlint: 1 file, 0 errors, 1 warning\n")
    #expect(result.standardOutput.hasPrefix("Alias/A.swift:1:9: warning: "))
  }

  @Test func anEmptyPathAndOneFileForTwoReportersAreUsageErrors() throws {
    let project = try TemporaryProject(["A.swift": "let a = 1\n"])
    defer { project.remove() }
    let empty = project.run([""])
    #expect(empty.exitCode == 2)
    #expect(
      empty.standardError
        == "navlint: error: an empty path was given\nRun 'navlint --help' for usage.\n")
    let twice = project.run(["--reporter", "json:out.txt", "--reporter", "sarif:./out.txt"])
    #expect(twice.exitCode == 2)
    #expect(
      twice.standardError
        == "navlint: error: two reporters write to the same file \(project.root)/out.txt\nRun 'navlint --help' for usage.\n"
    )
  }

  @Test func twoReportersOnStandardOutputAreRefused() throws {
    let project = try TemporaryProject(["A.swift": "let a = 1\n"])
    defer { project.remove() }
    for reporters in [["json", "json"], ["text", "sarif"], ["json", "github"]] {
      let run = project.run(reporters.flatMap { ["--reporter", $0] })
      #expect(run.exitCode == 2)
      #expect(run.standardOutput == "")
      #expect(
        run.standardError
          == "navlint: error: two reporters write to standard output (\(reporters.joined(separator: ", "))); give each but one a file, as in --reporter json:report.json\nRun 'navlint --help' for usage.\n"
      )
    }
    let split = project.run(["--reporter", "json", "--reporter", "sarif:out.sarif"])
    #expect(split.exitCode == 0)
    let lines = project.run(["--reporter", "text", "--reporter", "github"])
    #expect(lines.exitCode == 0)
  }

  @Test func aReportInAFolderThatDoesNotExistIsAnErrorAndNoFolderIsMade() throws {
    let project = try TemporaryProject(["A.swift": "let a = NavigationView { }\n"])
    defer { project.remove() }
    let missing = project.run(["--fix", "--reporter", "json:reports/today/out.json"])
    #expect(missing.exitCode == 2)
    #expect(
      missing.standardError
        == "navlint: error: reports/today/out.json: cannot be written: the folder \(project.root)/reports/today does not exist; create it first\n"
    )
    #expect(!FileManager.default.fileExists(atPath: project.root + "/reports"))
    // Nothing was linted or fixed before the report was refused.
    #expect(
      FileManager.default.contents(atPath: project.root + "/A.swift")
        == Data("let a = NavigationView { }\n".utf8))
    let file = project.run(["--reporter", "sarif:A.swift/out.sarif"])
    #expect(file.exitCode == 2)
    #expect(
      file.standardError
        == "navlint: error: A.swift/out.sarif: cannot be written: \(project.root)/A.swift is not a folder\n"
    )
  }

  @Test func aReportFileThatIsASymbolicLinkIsRefusedAndNeverWrittenThrough() throws {
    let project = try TemporaryProject([
      "A.swift": "let a = NavigationView { }\n", "kept.txt": "kept\n",
    ])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/out.json", withDestinationPath: "kept.txt")
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/dangling.json", withDestinationPath: "nowhere.json")
    for name in ["out.json", "dangling.json"] {
      let result = project.run(["--fix", "--reporter", "json:\(name)"])
      #expect(result.exitCode == 2)
      #expect(
        result.standardError
          == "navlint: error: \(name): is a symbolic link; a report is written only to a file's own path, never through a link\n"
      )
    }
    #expect(FileManager.default.contents(atPath: project.root + "/kept.txt") == Data("kept\n".utf8))
    #expect(!FileManager.default.fileExists(atPath: project.root + "/nowhere.json"))
    // Refused before anything was linted or fixed.
    #expect(
      FileManager.default.contents(atPath: project.root + "/A.swift")
        == Data("let a = NavigationView { }\n".utf8))
  }

  @Test func aReportLinkMadeAfterTheCheckIsNotFollowed() throws {
    let project = try TemporaryProject(["kept.txt": "kept\n"])
    defer { project.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: project.root + "/out.json", withDestinationPath: "kept.txt")
    #expect(throws: NavLintError.io(path: "out.json", reason: FileWriter.linkReason)) {
      try FileWriter.write(
        Data("{}".utf8), to: project.root + "/out.json", displayPath: "out.json",
        followingLinks: false)
    }
    #expect(FileManager.default.contents(atPath: project.root + "/kept.txt") == Data("kept\n".utf8))
  }

  @Test func aJobCountTooLargeForANumberSaysSo() throws {
    let project = try TemporaryProject(["A.swift": "let a = 1\n"])
    defer { project.remove() }
    let result = project.run(["-j", "99999999999999999999"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "navlint: error: -j got '99999999999999999999', which is too large; expected a whole number from 1 to 9223372036854775807\nRun 'navlint --help' for usage.\n"
    )
  }

  @Test func standardOutputThatCannotBeWrittenExitsTwo() throws {
    let binary = try BuiltProduct.executable("navlint").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["--version"]
    // A descriptor open only for reading: every write to it fails.
    process.standardOutput = try FileHandle(forReadingFrom: URL(fileURLWithPath: binary))
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 2)
  }
}
