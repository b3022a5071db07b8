import Foundation
import TerminalEscaping

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Undoes a run that a signal ends: kills the child process running (its whole process
/// group), removes the run's temporary folder, says so on standard error, and exits with
/// 128 + the signal.
///
/// ``install()`` blocks SIGINT, SIGTERM and SIGHUP in the calling thread before any other
/// starts, so every thread inherits the block, and one thread waits for them with
/// `sigwait`. Children are spawned through ``spawn(_:)`` under the same lock, so a signal
/// never falls between a spawn and its record. Files are made in the folders through
/// ``writing(_:)``, under the same lock too, so the folder is never removed while a file is
/// being made in it, and nothing is made in it afterwards. The run writes its lines through
/// ``output``, which the signal's message closes, so that message is the last line.
package final class InterruptGuard: @unchecked Sendable {
  /// The one guard of the process.
  package static let shared = InterruptGuard()

  /// The signals that end a run.
  package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Where the run writes every line of standard output and standard error.
  package let output = OutputGate()

  private let lock = NSLock()
  /// Guards ``stopping`` alone: the signal thread sets it before it waits for ``lock``.
  private let stoppingLock = NSLock()
  /// Set once a signal is being handled; ``writing(_:)`` then makes nothing more.
  private var stopping = false
  private var folder: URL?
  private var child: pid_t?
  private var partial: String?
  private var installed = false

  private init() {}

  /// Blocks ``signals`` in this thread and starts the thread that waits for them. Call it
  /// first, before other threads start; a second call does nothing.
  package func install() {
    lock.lock()
    defer { lock.unlock() }
    guard !installed else { return }
    installed = true
    var set = Self.signalSet()
    pthread_sigmask(SIG_BLOCK, &set, nil)
    let thread = Thread { [self] in
      var waiting = Self.signalSet()
      var received: Int32 = 0
      while sigwait(&waiting, &received) != 0 {}
      interrupt(received)
    }
    thread.start()
  }

  /// Makes the run's temporary folder and records it in one step, to remove on a signal.
  ///
  /// `make` runs under the guard's lock, which the signal thread takes too: a signal that
  /// arrives while the folder is being made waits until it is recorded, so no folder is
  /// ever made and left behind unrecorded.
  ///
  /// - Parameter make: Makes the folder (``RunFolder/make(in:)``).
  /// - Returns: The folder `make` returned, now recorded.
  /// - Throws: What `make` throws; nothing is recorded then.
  package func watchFolder(
    made make: () throws(BenchmarkError) -> RunFolder
  ) throws(BenchmarkError) -> RunFolder {
    lock.lock()
    defer { lock.unlock() }
    let made = try make()
    folder = made.url
    return made
  }

  /// Forgets the run's temporary folder (before the run removes it itself).
  package func forgetFolder() {
    lock.lock()
    folder = nil
    lock.unlock()
  }

  /// Makes or checks a folder the user named and records it in one step, to say on a signal
  /// that it holds the files written so far.
  ///
  /// - Parameters:
  ///   - path: The folder as the user named it, quoted in the message.
  ///   - make: Prepares the folder (``CorpusRequest/prepare()``); it runs under the lock.
  /// - Returns: What `make` returned.
  /// - Throws: What `make` throws; nothing is recorded then.
  package func watchPartial(
    _ path: String, made make: () throws(BenchmarkError) -> URL
  ) throws(BenchmarkError) -> URL {
    lock.lock()
    defer { lock.unlock() }
    let made = try make()
    partial = path
    return made
  }

  /// Forgets the folder the user named, once it is complete.
  package func forgetPartial() {
    lock.lock()
    partial = nil
    lock.unlock()
  }

  /// The temporary folder a signal would remove, if any.
  package var watchedFolder: URL? {
    lock.lock()
    defer { lock.unlock() }
    return folder
  }

  /// The folder the user named that a signal would report as half written, if any.
  package var watchedPartial: String? {
    lock.lock()
    defer { lock.unlock() }
    return partial
  }

  /// Spawns a child under the lock and records it until ``finished(_:)``.
  ///
  /// - Parameter spawn: Starts the child and returns its process ID, or `nil`.
  /// - Returns: What `spawn` returned.
  package func spawn(_ spawn: () -> pid_t?) -> pid_t? {
    lock.lock()
    defer { lock.unlock() }
    child = spawn()
    return child
  }

  /// Runs file work in the run's temporary folder or the corpus folder under the guard's
  /// lock, so that a signal waits for the work in progress and no work starts after it.
  ///
  /// The signal thread removes the temporary folder while the main thread may be writing in
  /// it (the navlint corpus, a data directory): a file made after the removal listed the
  /// folder made the removal fail and left the folder behind. Once a signal is being
  /// handled, a call parks its thread until the process exits instead of running `work`.
  ///
  /// - Parameter work: Makes or writes files; it must not call the guard.
  /// - Returns: What `work` returns.
  /// - Throws: What `work` throws.
  package func writing<Value, Failure: Error>(
    _ work: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    stoppingLock.lock()
    let stop = stopping
    stoppingLock.unlock()
    if stop { Self.park() }
    lock.lock()
    defer { lock.unlock() }
    return try work()
  }

  /// Forgets the child once it has been waited for.
  package func finished(_ pid: pid_t) {
    lock.lock()
    if child == pid { child = nil }
    lock.unlock()
  }

  /// What a signal does; never returns.
  private func interrupt(_ signal: Int32) -> Never {
    stoppingLock.lock()
    stopping = true
    stoppingLock.unlock()
    // Waits for a write or a spawn in progress; the lock is kept until the process exits.
    lock.lock()
    if let child { kill(-child, SIGKILL) }
    var message = "hoist-bench: interrupted by \(Self.name(signal))"
    if let folder {
      // A child killed a moment ago may still have a file open: try a few times.
      var failure = ""
      for _ in 0..<5 {
        do {
          try FileManager.default.removeItem(at: folder)
        } catch {
          failure = error.localizedDescription
        }
        if !FileManager.default.fileExists(atPath: folder.path) { break }
        usleep(20_000)
      }
      let path = TerminalText.escaped(folder.path)
      message +=
        FileManager.default.fileExists(atPath: folder.path)
        ? "; could not remove the temporary folder \(path): \(TerminalText.escaped(failure))"
        : "; removed the temporary folder \(path)"
    }
    if let partial {
      message += "; '\(TerminalText.escaped(partial))' holds the files written so far"
    }
    output.close(with: message, to: STDERR_FILENO, waitingAtMost: 1)
    _exit(128 + signal)
  }

  /// Blocks the calling thread until the signal thread ends the process.
  private static func park() -> Never {
    while true { sleep(3_600) }
  }

  private static func name(_ signal: Int32) -> String {
    switch signal {
    case SIGINT: "SIGINT"
    case SIGTERM: "SIGTERM"
    case SIGHUP: "SIGHUP"
    default: "signal \(signal)"
    }
  }

  private static func signalSet() -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    return set
  }
}
