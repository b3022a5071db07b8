import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `hoist graph --format svg` ended by a signal while `dot` runs takes `dot` and what it
/// started with it (issue 24: "Child processes"), checked on the built binary with a `dot`
/// that never finishes. The test runner starts `hoist` with most signals blocked (the mask
/// is inherited across exec), which once held them back until `dot`'s time limit.
@Suite(.serialized) struct GraphChildSignalTests {
  /// A folder with an executable `dot` that writes its process ID (and its own child's) to
  /// `pids`, then waits forever.
  private static func hangingDot() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hoist-dot-signal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let dot = folder.appendingPathComponent("dot")
    let pids = folder.appendingPathComponent("pids").path
    try Data(
      "#!/bin/sh\nsleep 300 &\necho \"$$ $!\" > '\(pids).tmp'\nmv '\(pids).tmp' '\(pids)'\nwait\n"
        .utf8
    )
    .write(to: dot)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dot.path)
    return folder
  }

  /// Whether a process with this ID still exists (a zombie counts until it is reaped).
  private static func exists(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno != ESRCH
  }

  /// Waits up to `seconds` for `condition`.
  private static func wait(seconds: Double, until condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalWhileDotRunsEndsDotAndItsChildren(signal: Int32) throws {
    let folder = try Self.hangingDot()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let hoist = try HoistProcess(
      ["--fresh", "graph", "--format", "svg"], environment: ["PATH": path])
    try hoist.start()
    let pidFile = folder.appendingPathComponent("pids").path
    #expect(Self.wait(seconds: 120) { FileManager.default.fileExists(atPath: pidFile) })
    let pids = try String(contentsOfFile: pidFile, encoding: .utf8)
      .split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
    #expect(pids.count == 2)
    #expect(pids.allSatisfy(Self.exists))
    kill(hoist.process.processIdentifier, signal)
    let run = hoist.finish()
    #expect(run.signaled)
    #expect(run.status == signal)
    // Both were killed with their group; once hoist is gone, init reaps them.
    #expect(Self.wait(seconds: 10) { !pids.contains(where: Self.exists) })
  }
}
