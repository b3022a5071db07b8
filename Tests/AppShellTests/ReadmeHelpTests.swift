import ChildProcess
import Foundation
import TestSupport
import Testing

/// Each help a doc reproduces (a block after a `<!-- help: ... -->` comment, in the README,
/// CONTRIBUTING.md or a file in docs/) is exactly what the built program prints for that
/// command line.
struct ReadmeHelpTests {
  /// The programs this build has: navlint only where the toolchain's SwiftSyntax was found
  /// (Package.swift defines `HOIST_NAVLINT` then).
  private static var programs: Set<String> {
    #if HOIST_NAVLINT
      ["hoist", "hoist-bench", "navlint"]
    #else
      ["hoist", "hoist-bench"]
    #endif
  }

  /// Every help block of every doc that may hold one, each knowing its file.
  private static var allBlocks: [ReadmeHelpBlock] {
    get throws {
      var blocks: [ReadmeHelpBlock] = []
      for file in DocumentLocations.helpBlockFiles {
        let text = try DocumentLocations.text(file)
        let found: [ReadmeHelpBlock]
        do {
          found = try ReadmeHelpBlock.all(in: text)
        } catch {
          throw DocumentProblem(file: file, problem: error)
        }
        for var block in found {
          block.file = file
          blocks.append(block)
        }
      }
      return blocks
    }
  }

  /// The docs' help blocks of the programs this build has.
  private static var blocks: [ReadmeHelpBlock] {
    get throws { try allBlocks.filter { programs.contains($0.program) } }
  }

  /// A help comment that cannot be read, with the doc it is in.
  private struct DocumentProblem: Error, CustomStringConvertible {
    var file: String
    var problem: ReadmeHelpBlock.Problem
    var description: String { "\(file): \(problem)" }
  }

  @Test(arguments: try ReadmeHelpTests.blocks)
  func theDocShowsWhatTheProgramPrints(block: ReadmeHelpBlock) throws {
    let run = try Self.run(block.program, block.arguments)
    #expect(run.status == 0, "'\(block.command)' exited \(run.status): \(run.errors)")
    #expect(run.errors == "", "'\(block.command)' wrote to standard error")
    // Empty exactly when the texts are equal; a failure shows only the lines that differ.
    let difference = GoldenFile.lineDiff(expected: block.text, actual: run.output)
    #expect(
      difference.isEmpty,
      """
      \(block.file):\(block.line): the block for '\(block.command)' differs from its output \
      (- doc, + program); paste the program's output into the block:
      \(difference)
      """)
  }

  @Test func theDocsMarkTheHelpOfHoistAndNavlintAndNoHelpGoesUnmarked() throws {
    #expect(
      try Self.allBlocks.map { "\($0.command) in \($0.file)" } == [
        "navlint --help in docs/NAVLINT.md", "hoist --help in docs/SHELL.md",
      ])
    for file in DocumentLocations.helpBlockFiles {
      #expect(
        try ReadmeHelpBlock.unmarkedHelpLines(in: DocumentLocations.text(file)) == [],
        "\(file): these blocks look like a program's help; put <!-- help: COMMAND --> before each"
      )
    }
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
