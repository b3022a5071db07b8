import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program with a time limit, as the leader of a process group of its own, so that
/// it and everything it starts can be stopped together.
///
/// The program's standard input is fed from bytes and closed; its standard output and
/// standard error are read at once, up to a limit each (``PipeExchange``). Every wait is
/// bounded: when the time limit
/// passes, or when this process gets SIGINT, SIGTERM or SIGHUP while the child runs, the
/// child's whole process group is killed (SIGKILL) before anything else happens. A signal is
/// then handled as it would have been without the child (by default, the process ends); the
/// three are unblocked in the waiting thread while the child runs, so a signal mask inherited
/// from the parent cannot hold them back.
/// Running a child makes this process ignore SIGPIPE, so a child that exits without reading
/// its input cannot end it.
package enum BoundedChild {
  /// How the child ended.
  package enum Termination: Hashable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal it did not handle ended it.
    case signalled(Int32)
    /// It ran past the time limit; its process group was killed.
    case timedOut
    /// It printed more than the limit on standard output (`true`) or standard error; its
    /// process group was killed.
    case printedTooMuch(standardOutput: Bool, limit: Int)
  }

  /// The most bytes read from a child unless a caller says otherwise: 64 MiB of standard
  /// output, 1 MiB of standard error.
  package static let defaultLimits = (output: 64 << 20, errors: 1 << 20)

  /// What the child did: how it ended and what it printed.
  package struct Result: Hashable, Sendable {
    /// How it ended.
    package var termination: Termination
    /// Its standard output (what was read before it was killed, after a time-out).
    package var output: Data
    /// Its standard error.
    package var errors: Data
  }

  /// Why the child could not be started: the system's reason in lower case, such as
  /// `exec format error` or `permission denied`.
  package struct StartError: Error, Hashable, Sendable {
    /// The reason.
    package var reason: String

    package init(reason: String) {
      self.reason = reason
    }
  }

  /// The most characters of a child's standard error that ``message(from:)`` keeps.
  package static let messageLength = 2_000

  /// A child's standard error as one message: trimmed, and cut to ``messageLength``
  /// characters with how many bytes were left out, so a child that prints megabytes before
  /// it fails does not print them again through the caller.
  ///
  /// - Parameter errors: What it printed on standard error.
  /// - Returns: The message; not yet escaped for a terminal.
  package static func message(from errors: Data) -> String {
    let text = String(decoding: errors, as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard text.count > messageLength else { return text }
    let kept = String(text.prefix(messageLength))
    return kept + " … (\(text.utf8.count - kept.utf8.count) more bytes)"
  }

  /// Runs a program and waits for it at most `timeLimit` seconds.
  ///
  /// - Parameters:
  ///   - executable: The program's path (not searched on `PATH`).
  ///   - arguments: Its arguments, after its name.
  ///   - input: Bytes for its standard input, which is then closed.
  ///   - timeLimit: Seconds it may run, reading and writing included.
  ///   - limits: The most bytes read of its standard output and of its standard error; past
  ///     either, its group is killed (``Termination/printedTooMuch(standardOutput:limit:)``).
  /// - Returns: How it ended and what it printed. Once the child exits, what is still in its
  ///   process group is killed, and pipes held open by a program that left the group are
  ///   read for one more second at most.
  /// - Throws: ``StartError`` when it cannot be started.
  package static func run(
    _ executable: String, arguments: [String], input: Data, timeLimit: Double,
    limits: (output: Int, errors: Int) = defaultLimits
  ) throws(StartError) -> Result {
    let deadline = DispatchTime.now() + timeLimit
    // A child that exits without reading its input must not kill this process with SIGPIPE:
    // the write fails with EPIPE instead (the child's status says what happened).
    _ = signal(SIGPIPE, SIG_IGN)
    var descriptors: [Int32] = []
    for _ in 0..<3 {
      var pair: [Int32] = [-1, -1]
      guard makePipe(&pair) else {
        let reason = lowercasedReason(errno)
        for descriptor in descriptors { _ = close(descriptor) }
        throw StartError(reason: reason)
      }
      descriptors += pair
    }
    // [input read, input write, output read, output write, errors read, errors write]
    let (inRead, inWrite, outRead, outWrite, errRead, errWrite) = (
      descriptors[0], descriptors[1], descriptors[2], descriptors[3], descriptors[4],
      descriptors[5]
    )
    let pid: pid_t
    do {
      pid = try spawn(
        executable, arguments: arguments, stdin: inRead, stdout: outWrite, stderr: errWrite)
    } catch {
      for descriptor in descriptors { _ = close(descriptor) }
      throw error
    }
    _ = close(inRead)
    _ = close(outWrite)
    _ = close(errWrite)
    defer { ChildGroups.remove(pid) }
    // A parent may start this process with SIGINT, SIGTERM and SIGHUP blocked (the mask is
    // inherited across exec); unblocked in this thread while the child runs, they reach the
    // handlers that kill its group, and one sent before now is delivered here at once.
    var previousMask = sigset_t()
    var guarded = sigset_t()
    sigemptyset(&guarded)
    for signal in ChildGroups.signals { sigaddset(&guarded, signal) }
    pthread_sigmask(SIG_UNBLOCK, &guarded, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }

    let (ending, output, errors) = PipeExchange(
      output: outRead, errors: errRead, input: inWrite, pid: pid
    ).run(writing: input, limits: limits, until: deadline)
    switch ending {
    case .exited(let status):
      // Anything still in its group (a program it started that kept running) goes with it.
      _ = kill(-pid, SIGKILL)
      let signal = status & 0x7f
      let termination: Termination =
        signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
      return Result(termination: termination, output: output, errors: errors)
    case .timedOut, .overflowed:
      _ = kill(-pid, SIGKILL)
      _ = kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      let termination: Termination
      switch ending {
      case .overflowed(let standardOutput):
        termination = .printedTooMuch(
          standardOutput: standardOutput, limit: standardOutput ? limits.output : limits.errors)
      default:
        termination = .timedOut
      }
      return Result(termination: termination, output: output, errors: errors)
    }
  }

  private static func spawn(
    _ executable: String, arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32
  ) throws(StartError) -> pid_t {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #else
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr, 2)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A group of its own; the signals this process ignores (SIGPIPE) act normally in it.
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    // Recorded as it starts, so a signal that arrives while it runs finds its group.
    let started = ChildGroups.spawning { () -> (code: Int32, pid: pid_t) in
      var code = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
      // A program written a moment ago may still be open for writing in a process another
      // thread just forked ("text file busy"): that passes, so try again for up to 2 seconds.
      var tries = 0
      while code == ETXTBSY && tries < 200 {
        tries += 1
        usleep(10_000)
        code = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
      }
      if code == 0 {
        // The child sets its group before it runs the program; setting it here too closes
        // the window in which a kill of the group would miss it.
        _ = setpgid(pid, pid)
      }
      return (code, pid)
    }
    guard started.code == 0 else { throw StartError(reason: lowercasedReason(started.code)) }
    return started.pid
  }

  private static func lowercasedReason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }

  /// A pipe whose ends close on `exec`, so no other child inherits them (`pipe2` is not
  /// imported on Linux; a child another thread spawns in between still ends by its own
  /// limit).
  private static func makePipe(_ pair: inout [Int32]) -> Bool {
    guard pipe(&pair) == 0 else { return false }
    _ = fcntl(pair[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(pair[1], F_SETFD, FD_CLOEXEC)
    return true
  }
}
