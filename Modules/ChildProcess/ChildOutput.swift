import Foundation

/// What a child process printed on standard output and standard error, read from both pipes
/// at once.
///
/// Reading one pipe to its end before the other deadlocks on a child that fills the other:
/// a pipe holds 64 KiB on Linux, then the child's write blocks until someone reads, while the
/// parent waits for an end of file that never comes. (A leak report of AddressSanitizer on
/// standard error did this to a test that read standard output first.) Used by the tests'
/// child processes; the programs the tools start (`git`, `dot`) are read by ``BoundedChild``,
/// which also bounds how much it keeps.
package enum ChildOutput {
  /// Reads both pipes to their ends, standard output on a thread of its own, while `input`
  /// (if any) is written to the child's standard input on a third and then closed.
  ///
  /// - Parameters:
  ///   - output: The reading end of the child's standard output, or `nil` when it is not a
  ///     pipe (then the first result is empty).
  ///   - errors: The reading end of the child's standard error.
  ///   - input: Bytes for the child's standard input and the writing end of its pipe, closed
  ///     once they are written; a child that exits without reading them all is not an error
  ///     here (its exit status says what happened; SIGPIPE must be ignored by the caller).
  /// - Returns: The bytes of each, complete when both pipes reached their end (every writer,
  ///   the child and anything it started, closed them or exited) and the input is written.
  package static func read(
    output: FileHandle?, errors: FileHandle, input: (bytes: Data, to: FileHandle)? = nil
  ) -> (output: Data, errors: Data) {
    let fed = DispatchSemaphore(value: 0)
    if let input {
      let feeder = Thread {
        try? input.to.write(contentsOf: input.bytes)
        try? input.to.close()
        fed.signal()
      }
      feeder.start()
    }
    let collected = Collected()
    // A thread of its own, not a queue: a test run may block many readers at once, and a
    // queue's pool of threads can be used up on 2 cores.
    if let output {
      let reader = Thread {
        collected.set(output.readDataToEndOfFile())
        collected.done.signal()
      }
      reader.start()
    }
    let errorBytes = errors.readDataToEndOfFile()
    if output != nil { collected.done.wait() }
    if input != nil { fed.wait() }
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
