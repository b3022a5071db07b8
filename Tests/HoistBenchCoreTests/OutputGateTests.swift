import Foundation
import HoistBenchCore
import Testing

struct OutputGateTests {
  /// Whether a line written on another thread came back, handed back through a semaphore.
  private final class Returned: @unchecked Sendable {
    var value = false
  }

  @Test func linesAreWrittenWholeWithTheirLineFeeds() throws {
    let pipe = Pipe()
    let gate = OutputGate()
    try gate.writeLine("hoist-bench: running router", to: pipe.fileHandleForWriting.fileDescriptor)
    try gate.writeLine("", to: pipe.fileHandleForWriting.fileDescriptor)
    try pipe.fileHandleForWriting.close()
    let written = try #require(try pipe.fileHandleForReading.readToEnd())
    #expect(String(decoding: written, as: UTF8.self) == "hoist-bench: running router\n\n")
  }

  @Test func aWriteToAClosedDescriptorSaysWhy() {
    let gate = OutputGate()
    #expect(throws: BenchmarkError.standardOutput(reason: "Bad file descriptor")) {
      try gate.writeLine("lost", to: -1)
    }
  }

  /// The signal thread's message is the last line: a line the main thread writes after it
  /// waits until the process exits (here, until the test gives up waiting for it).
  @Test func noLineFollowsTheClosingLine() throws {
    let pipe = Pipe()
    let descriptor = pipe.fileHandleForWriting.fileDescriptor
    let gate = OutputGate()
    try gate.writeLine("hoist-bench: running router", to: descriptor)
    gate.close(
      with: "hoist-bench: interrupted by SIGINT", to: descriptor, waitingAtMost: 1)
    let returned = Returned()
    let done = DispatchSemaphore(value: 0)
    Thread {
      try? gate.writeLine("hoist-bench: running links", to: descriptor)
      returned.value = true
      done.signal()
    }.start()
    #expect(done.wait(timeout: .now() + .milliseconds(300)) == .timedOut)
    #expect(!returned.value)
    let written = pipe.fileHandleForReading.availableData
    #expect(
      String(decoding: written, as: UTF8.self)
        == "hoist-bench: running router\nhoist-bench: interrupted by SIGINT\n")
  }
}
