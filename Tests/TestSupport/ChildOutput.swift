import Foundation

/// What a child process printed on standard output and standard error, read from both pipes
/// at once.
///
/// Reading one pipe to its end before the other deadlocks on a child that fills the other:
/// a pipe holds 64 KiB on Linux, then the child's write blocks until someone reads, while the
/// parent waits for an end of file that never comes. (A leak report of AddressSanitizer on
/// standard error did this to a test that read standard output first.)
package enum ChildOutput {
  /// Reads both pipes to their ends, standard output on a thread of its own.
  ///
  /// - Parameters:
  ///   - output: The reading end of the child's standard output, or `nil` when it is not a
  ///     pipe (then the first result is empty).
  ///   - errors: The reading end of the child's standard error.
  /// - Returns: The bytes of each, complete when both pipes reached their end (every writer,
  ///   the child and anything it started, closed them or exited).
  package static func read(output: FileHandle?, errors: FileHandle) -> (
    output: Data, errors: Data
  ) {
    guard let output else { return (Data(), errors.readDataToEndOfFile()) }
    let collected = Collected()
    // A thread of its own, not a queue: a test run may block many readers at once, and a
    // queue's pool of threads can be used up on 2 cores.
    let reader = Thread {
      collected.set(output.readDataToEndOfFile())
      collected.done.signal()
    }
    reader.start()
    let errorBytes = errors.readDataToEndOfFile()
    collected.done.wait()
    return (collected.get(), errorBytes)
  }

  /// The bytes the reader thread read, behind a lock (which ThreadSanitizer understands; the
  /// semaphore only says when they are there).
  private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    let done = DispatchSemaphore(value: 0)

    func set(_ bytes: Data) {
      lock.lock()
      defer { lock.unlock() }
      data = bytes
    }

    func get() -> Data {
      lock.lock()
      defer { lock.unlock() }
      return data
    }
  }
}
