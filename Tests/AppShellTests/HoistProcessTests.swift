import Foundation
import TestSupport
import Testing

/// The test helper that runs `hoist` as a child: it reads standard output and standard error
/// at once, so a child that writes more than a pipe holds (64 KiB on Linux) to either cannot
/// block a test (an AddressSanitizer leak report on standard error once did).
struct HoistProcessTests {
  /// A `sh` command writing 1 MiB (16,384 times 64 zeros) to standard error, with no process
  /// of its own: killing `sh` closes every writing end.
  private static let megabyteOnStandardError =
    "i=0; while [ $i -lt 16384 ]; do printf '%064d' 0 >&2; i=$((i+1)); done"

  /// A megabyte of zeros as ``summary(_:)`` gives it.
  private static let megabyteOfZeros = "1048576 bytes, all \"0\""

  /// The length of a text and its one repeated character (a failure then prints one line,
  /// not a megabyte).
  private static func summary(_ text: String) -> String {
    let characters = Set(text.utf8).map { String(UnicodeScalar($0)) }.sorted()
    return "\(text.utf8.count) bytes, all \"\(characters.joined())\""
  }

  /// Runs a prepared child under a watchdog: a helper that deadlocks gets the child killed
  /// after 60 s, and the test fails naming the cause instead of hanging the run.
  private func finishWatched(_ hoist: HoistProcess) throws -> HoistProcess.Run {
    try hoist.start()
    let watchdog = Watchdog(hoist.process, seconds: 60)
    let run = hoist.finish()
    let killed = watchdog.stop()
    #expect(!killed, "the child was killed after 60 s: finish() did not read both pipes at once")
    return run
  }

  @Test func aChildThatFillsStandardErrorBeforeWritingStandardOutputIsReadToTheEnd() throws {
    // The prefix exits before `exec hoist`: the child is only the shell.
    let run = try finishWatched(
      HoistProcess(["--version"], shellPrefix: Self.megabyteOnStandardError + "; echo done; exit 3")
    )
    #expect(run.status == 3)
    #expect(!run.signaled)
    #expect(run.output == "done\n")
    #expect(Self.summary(run.errors) == Self.megabyteOfZeros)
  }

  @Test func aChildThatFillsBothPipesIsReadToTheEnd() throws {
    let megabyteOnStandardOutput =
      "i=0; while [ $i -lt 16384 ]; do printf '%064d' 1; i=$((i+1)); done"
    let run = try finishWatched(
      HoistProcess(
        ["--version"],
        shellPrefix: megabyteOnStandardOutput + "; " + Self.megabyteOnStandardError
          + "; echo done; exit 4"))
    #expect(run.status == 4)
    let line = String(repeating: "0", count: 63) + "1"
    #expect(run.output.utf8.count == 1_048_581)
    // A Bool, so that a failure does not print a megabyte.
    let whole = run.output == String(repeating: line, count: 16_384) + "done\n"
    #expect(whole, "standard output is not the 16,384 lines then done")
    #expect(Self.summary(run.errors) == Self.megabyteOfZeros)
  }

  @Test func standardErrorIsReadWhenStandardOutputIsAFile() throws {
    let run = try finishWatched(
      HoistProcess(
        ["--version"], shellPrefix: Self.megabyteOnStandardError + "; echo done; exit 5",
        standardOutput: FileHandle.nullDevice))
    #expect(run.status == 5)
    #expect(run.output == "")
    #expect(Self.summary(run.errors) == Self.megabyteOfZeros)
  }
}
