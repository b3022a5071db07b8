import ChildProcess
import Foundation
import TestSupport
import Testing

/// A child run with a time limit in a process group of its own: what it printed, how it
/// ended, and that a time-out kills everything it started.
struct BoundedChildTests {
  /// A folder holding an executable shell script.
  private static func script(_ body: String) throws -> (folder: URL, script: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("bounded-child-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = folder.appendingPathComponent("child")
    try ExecutableScript.write("#!/bin/sh\n" + body, to: script)
    return (folder, script)
  }

  @Test func aChildThatExitsGivesItsStatusAndWhatItPrinted() throws {
    let (folder, child) = try Self.script("cat\necho oops >&2\nexit 3\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try BoundedChild.run(
      child.path, arguments: [], input: Data("fed\n".utf8), timeLimit: 60)
    #expect(result.termination == .exited(3))
    #expect(String(decoding: result.output, as: UTF8.self) == "fed\n")
    #expect(String(decoding: result.errors, as: UTF8.self) == "oops\n")
  }

  @Test func aChildPastItsLimitIsKilledWithEverythingItStarted() throws {
    let (folder, child) = try Self.script("sleep 300 &\necho $!\nwait\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try BoundedChild.run(child.path, arguments: [], input: Data(), timeLimit: 1)
    #expect(result.termination == .timedOut)
    let sleeper = try #require(
      Int32(String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .newlines)))
    defer { _ = kill(sleeper, SIGKILL) }
    #expect(ProcessState.endsSoon(sleeper), "the child's own child (sleep) still runs")
  }

  @Test func aChildThatClosesItsOutputAndRunsOnIsStillBounded() throws {
    let (folder, child) = try Self.script("exec >&- 2>&-\nsleep 300\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try BoundedChild.run(child.path, arguments: [], input: Data(), timeLimit: 1)
    #expect(result.termination == .timedOut)
  }

  @Test func aProgramThatCannotStartSaysWhy() throws {
    let (folder, child) = try Self.script("")
    defer { try? FileManager.default.removeItem(at: folder) }
    try ExecutableScript.write("not a program\n", to: child)
    #expect(throws: BoundedChild.StartError(reason: "exec format error")) {
      try BoundedChild.run(child.path, arguments: [], input: Data(), timeLimit: 60)
    }
  }

  @Test func aChildThatFloodsItsOutputIsStoppedAtTheLimit() throws {
    let (folder, child) = try Self.script("exec cat /dev/zero\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let started = Date()
    let result = try BoundedChild.run(
      child.path, arguments: [], input: Data(), timeLimit: 60, limits: (1_000, 100))
    #expect(result.termination == .printedTooMuch(standardOutput: true, limit: 1_000))
    #expect(result.output == Data(count: 1_000))
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func aChildThatFloodsItsStandardErrorIsStoppedAtTheLimit() throws {
    let (folder, child) = try Self.script("exec cat /dev/zero >&2\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try BoundedChild.run(
      child.path, arguments: [], input: Data(), timeLimit: 60, limits: (1_000, 100))
    #expect(result.termination == .printedTooMuch(standardOutput: false, limit: 100))
    #expect(result.errors == Data(count: 100))
  }

  /// A program the child started in a session of its own keeps the pipes open after the
  /// child exited: the child's status and output still come back at once, not at the limit.
  @Test func aChildWhoseProgramLeftItsGroupHoldingThePipesEndsWhenItExits() throws {
    let (folder, child) = try Self.script(
      "setsid sleep 30 &\necho $!\necho drawn\nexit 0\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    let started = Date()
    let result = try BoundedChild.run(child.path, arguments: [], input: Data(), timeLimit: 60)
    let lines = String(decoding: result.output, as: UTF8.self).split(separator: "\n")
    if let sleeper = lines.first.flatMap({ Int32($0) }) { _ = kill(sleeper, SIGKILL) }
    #expect(result.termination == .exited(0))
    #expect(lines.last == "drawn")
    #expect(Date().timeIntervalSince(started) < 10)
  }
}
