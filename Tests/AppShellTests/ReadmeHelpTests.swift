import ChildProcess
import Foundation
import TestSupport
import Testing

/// Each help the README reproduces (a block after a `<!-- help: ... -->` comment) is exactly
/// what the built program prints for that command line.
struct ReadmeHelpTests {
  private static var readme: String {
    get throws {
      try String(
        contentsOf: BuiltProduct.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    }
  }

  /// The programs this build has: navlint only where the toolchain's SwiftSyntax was found
  /// (Package.swift defines `HOIST_NAVLINT` then).
  private static var programs: Set<String> {
    #if HOIST_NAVLINT
      ["hoist", "hoist-bench", "navlint"]
    #else
      ["hoist", "hoist-bench"]
    #endif
  }

  /// The README's help blocks of the programs this build has.
  private static var blocks: [ReadmeHelpBlock] {
    get throws { try ReadmeHelpBlock.all(in: readme).filter { programs.contains($0.program) } }
  }

  @Test(arguments: try ReadmeHelpTests.blocks)
  func theReadmeShowsWhatTheProgramPrints(block: ReadmeHelpBlock) throws {
    let run = try Self.run(block.program, block.arguments)
    #expect(run.status == 0, "'\(block.command)' exited \(run.status): \(run.errors)")
    #expect(run.errors == "", "'\(block.command)' wrote to standard error")
    // Empty exactly when the texts are equal; a failure shows only the lines that differ.
    let difference = GoldenFile.lineDiff(expected: block.text, actual: run.output)
    #expect(
      difference.isEmpty,
      """
      README.md:\(block.line): the block for '\(block.command)' differs from its output \
      (- README, + program); paste the program's output into the block:
      \(difference)
      """)
  }

  @Test func theReadmeMarksTheHelpOfHoistAndNavlintAndNoHelpGoesUnmarked() throws {
    let readme = try Self.readme
    #expect(
      try ReadmeHelpBlock.all(in: readme).map(\.command) == ["hoist --help", "navlint --help"])
    #expect(
      try ReadmeHelpBlock.unmarkedHelpLines(in: readme) == [],
      "README.md: these blocks look like a program's help; put <!-- help: COMMAND --> before each")
  }

  @Test func blocksAreFoundByTheirCommentsAndBadCommentsAreNamed() throws {
    let document = """
      # T
      <!-- help: tool --help -->
      ```
      Usage: tool
        --help
      ```
      ```sh
      Usage: other
      ```
      <!--help: not a marker -->
      """
    let blocks = try ReadmeHelpBlock.all(in: document)
    #expect(blocks.map(\.command) == ["tool --help"])
    #expect(blocks.map(\.text) == ["Usage: tool\n  --help\n"])
    #expect(blocks.map(\.line) == [2])
    #expect(blocks.map(\.program) == ["tool"])
    #expect(blocks.map(\.arguments) == [["--help"]])
    #expect(try ReadmeHelpBlock.unmarkedHelpLines(in: document) == [7])
    #expect(throws: ReadmeHelpBlock.Problem.noBlock(command: "tool --help", line: 2)) {
      try ReadmeHelpBlock.all(in: "x\n<!-- help: tool --help -->\n\n```\nUsage\n```\n")
    }
    #expect(throws: ReadmeHelpBlock.Problem.unclosed(command: "tool --help", line: 1)) {
      try ReadmeHelpBlock.all(in: "<!-- help: tool --help -->\n```\nUsage: tool\n")
    }
  }

  /// Runs a product of this package to the end with no standard input.
  private static func run(_ program: String, _ arguments: [String]) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let process = Process()
    process.executableURL = try BuiltProduct.executable(program)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let read = ChildOutput.read(
      output: output.fileHandleForReading, errors: errors.fileHandleForReading)
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: read.output, as: UTF8.self),
      String(decoding: read.errors, as: UTF8.self)
    )
  }
}
