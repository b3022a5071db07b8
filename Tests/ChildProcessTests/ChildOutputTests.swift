import ChildProcess
import Foundation
import TestSupport
import Testing

/// Reading a child's pipes: a child that fills one pipe while the parent waits on another
/// must not block either side (a pipe holds 64 KiB on Linux).
struct ChildOutputTests {
  /// 1 MiB of one character as a `sh` loop: 16,384 times 64 of `digit`.
  private static func megabyte(of digit: Int, toStandardError: Bool) -> String {
    "i=0; while [ $i -lt 16384 ]; do printf '%064d' \(digit)\(toStandardError ? " >&2" : "");"
      + " i=$((i+1)); done"
  }

  /// Starts `sh -c script`, reads it with ``ChildOutput/read(output:errors:input:)`` under a
  /// 60 s watchdog, and returns what it printed and its exit status.
  private func run(_ script: String, input: Data? = nil) throws -> (
    output: Data, errors: Data, status: Int32
  ) {
    BrokenPipe.ignore()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    let watchdog = Watchdog(process, seconds: 60)
    let read = ChildOutput.read(
      output: output.fileHandleForReading, errors: errors.fileHandleForReading,
      input: input.map { ($0, standardInput.fileHandleForWriting) })
    process.waitUntilExit()
    #expect(!watchdog.stop(), "the child was killed after 60 s: the pipes were not read at once")
    return (read.output, read.errors, process.terminationStatus)
  }

  /// A megabyte of the digit `digit`.
  private static func zeros(_ digit: Int) -> Data {
    Data(String(repeating: String(format: "%064d", digit), count: 16_384).utf8)
  }

  @Test func inputIsWrittenWhileOutputIsRead() throws {
    // `cat` writes back what it reads: a parent that wrote the whole megabyte before reading
    // would block once cat's output pipe filled.
    let input = Self.zeros(7)
    let result = try run("cat", input: input)
    #expect(result.status == 0)
    #expect(result.output == input, "cat did not give back the megabyte it was given")
    #expect(result.errors == Data())
  }

  @Test func standardErrorFilledBeforeInputIsReadDoesNotBlock() throws {
    let input = Self.zeros(3)
    let result = try run(Self.megabyte(of: 0, toStandardError: true) + "; cat", input: input)
    #expect(result.status == 0)
    #expect(result.output == input, "cat did not give back the megabyte it was given")
    #expect(result.errors == Self.zeros(0), "standard error is not the megabyte of zeros")
  }

  @Test func bothOutputPipesFilledAreReadToTheEnd() throws {
    let result = try run(
      Self.megabyte(of: 1, toStandardError: false) + "; "
        + Self.megabyte(of: 0, toStandardError: true) + "; exit 4")
    #expect(result.status == 4)
    #expect(result.output == Self.zeros(1), "standard output is not the megabyte of ones")
    #expect(result.errors == Self.zeros(0), "standard error is not the megabyte of zeros")
  }

  @Test func aChildThatExitsWithoutReadingItsInputEndsTheRead() throws {
    let result = try run("echo gone; exit 2", input: Self.zeros(5))
    #expect(result.status == 2)
    #expect(result.output == Data("gone\n".utf8))
    #expect(result.errors == Data())
  }
}
