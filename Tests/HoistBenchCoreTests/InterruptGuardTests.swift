import Foundation
import HoistBenchCore
import Testing

/// The guard is one per process, so these tests run one at a time.
@Suite(.serialized) struct InterruptGuardTests {
  /// What another thread read, handed back through a semaphore.
  private final class Seen: @unchecked Sendable {
    var folder: URL?
    var partial: String?
  }

  private func makeParent() throws -> URL {
    let parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-bench-guard-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)
    return parent
  }

  @Test func theTemporaryFolderIsRecordedInTheStepThatMakesIt() throws {
    let parent = try makeParent()
    defer { try? FileManager.default.removeItem(at: parent) }
    let seen = Seen()
    let read = DispatchSemaphore(value: 0)
    let folder = try InterruptGuard.shared.watchFolder { () throws(BenchmarkError) -> RunFolder in
      // The signal thread takes the guard's lock as this reader does: while the folder is
      // being made it waits, so it never finds a folder made but not yet recorded.
      Thread {
        seen.folder = InterruptGuard.shared.watchedFolder
        read.signal()
      }.start()
      #expect(read.wait(timeout: .now() + 0.3) == .timedOut)
      return try RunFolder.make(in: parent)
    }
    read.wait()
    #expect(seen.folder == folder.url)
    #expect(InterruptGuard.shared.watchedFolder == folder.url)
    InterruptGuard.shared.forgetFolder()
    #expect(InterruptGuard.shared.watchedFolder == nil)
    folder.remove()
  }

  @Test func fileWorkRunsUnderTheLockTheSignalThreadTakes() throws {
    let read = DispatchSemaphore(value: 0)
    let value = InterruptGuard.shared.writing { () -> Int in
      // The signal thread takes the guard's lock first: while a file is being made it
      // waits, so it never removes a folder that a file is still being made in.
      Thread {
        _ = InterruptGuard.shared.watchedFolder
        read.signal()
      }.start()
      #expect(read.wait(timeout: .now() + 0.3) == .timedOut)
      return 7
    }
    read.wait()
    #expect(value == 7)
    #expect(throws: BenchmarkError.setup("full")) {
      try InterruptGuard.shared.writing { () throws(BenchmarkError) in throw .setup("full") }
    }
    // The lock is free again after a failure.
    #expect(InterruptGuard.shared.watchedFolder == nil)
  }

  @Test func aFolderThatCannotBeMadeRecordsNothing() throws {
    let parent = try makeParent()
    defer { try? FileManager.default.removeItem(at: parent) }
    let missing = parent.appendingPathComponent("missing")
    #expect(throws: BenchmarkError.self) {
      try InterruptGuard.shared.watchFolder { () throws(BenchmarkError) -> RunFolder in
        try RunFolder.make(in: missing)
      }
    }
    #expect(InterruptGuard.shared.watchedFolder == nil)
  }

  @Test func theCorpusFolderIsRecordedInTheStepThatPreparesIt() throws {
    let parent = try makeParent()
    defer { try? FileManager.default.removeItem(at: parent) }
    let path = parent.appendingPathComponent("corpus").path
    let seen = Seen()
    let read = DispatchSemaphore(value: 0)
    let made = try InterruptGuard.shared.watchPartial(path) { () throws(BenchmarkError) -> URL in
      Thread {
        seen.partial = InterruptGuard.shared.watchedPartial
        read.signal()
      }.start()
      #expect(read.wait(timeout: .now() + 0.3) == .timedOut)
      return try CorpusRequest(path: path, files: 1).prepare()
    }
    read.wait()
    #expect(made.path == path)
    #expect(seen.partial == path)
    InterruptGuard.shared.forgetPartial()
    #expect(InterruptGuard.shared.watchedPartial == nil)
    let again = parent.appendingPathComponent("corpus").path
    try Data("x".utf8).write(to: URL(fileURLWithPath: again).appendingPathComponent("file"))
    #expect(throws: BenchmarkError.self) {
      try InterruptGuard.shared.watchPartial(again) { () throws(BenchmarkError) -> URL in
        try CorpusRequest(path: again, files: 1).prepare()
      }
    }
    #expect(InterruptGuard.shared.watchedPartial == nil)
  }
}
