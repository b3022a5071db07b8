import Foundation
import HoistBenchCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Spawns a program, waits for it, and reports its wall time and peak memory.
enum ProcessRunner {
  /// What one run of a program did.
  struct Result: Equatable, Sendable {
    /// The exit status (or 128 + signal).
    var status: Int32
    /// Wall time from spawn to exit, in seconds.
    var seconds: Double
    /// Peak resident memory, in bytes (`ru_maxrss`).
    var peakBytes: Int
  }

  /// Runs a program to completion, in a process group of its own (so ``InterruptGuard`` can
  /// end it and whatever it starts) with the default action for every signal.
  ///
  /// - Parameters:
  ///   - path: The executable's path.
  ///   - arguments: Its arguments, without the program name.
  ///   - input: A file to read standard input from; `/dev/null` when `nil`.
  ///   - output: A file for standard output and error; `/dev/null` when `nil`.
  /// - Returns: Its status, wall time and peak memory.
  /// - Throws: ``BenchmarkError/setup(_:)`` when it cannot be spawned.
  static func run(
    _ path: String, _ arguments: [String], input: String? = nil, output: String? = nil
  ) throws(BenchmarkError) -> Result {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in InterruptGuard.signals + [SIGPIPE, SIGXFSZ] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var spawned: Int32 = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let child = InterruptGuard.shared.spawn {
      var pid: pid_t = 0
      spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
      return spawned == 0 ? pid : nil
    }
    guard let pid = child else {
      throw .setup("cannot start \(path): \(String(cString: strerror(spawned)))")
    }
    defer { InterruptGuard.shared.finished(pid) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw .setup("cannot wait for \(path)") }
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let exited = (status & 0x7f) == 0
    let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Result(status: code, seconds: seconds, peakBytes: Int(usage.ru_maxrss) * 1024)
  }

  /// Runs a program `repetitions` times after one warm-up and times each run.
  ///
  /// - Parameters:
  ///   - log: The file each run's output goes to (in the run's temporary folder).
  /// - Throws: ``BenchmarkError/processFailed(command:status:output:)`` when a run does not
  ///   exit with one of the `accepted` statuses.
  static func time(
    _ path: String, _ arguments: [String], input: String? = nil, repetitions: Int,
    log: URL, accepting accepted: Set<Int32> = [0],
    before: () throws -> Void = {}
  ) throws -> (Measurement, peakBytes: Int) {
    var samples: [Double] = []
    var peak = 0
    for run in 0...repetitions {
      try before()
      let result = try Self.run(path, arguments, input: input, output: log.path)
      guard accepted.contains(result.status) else {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw BenchmarkError.processFailed(
          command: ([path] + arguments).joined(separator: " "), status: result.status,
          output: String(text.suffix(400)))
      }
      if run > 0 {
        samples.append(result.seconds)
        peak = max(peak, result.peakBytes)
      }
    }
    try? FileManager.default.removeItem(at: log)
    return (Measurement(samples: samples), peak)
  }

  /// This executable's own path, from the system (`/proc/self/exe`), not from how it was
  /// typed: a name found on PATH is not a path.
  static var ownPath: String {
    Bundle.main.executableURL?.resolvingSymlinksInPath().path
      ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
  }

  /// The path of an executable built beside this one (`hoist`, `navlint`).
  ///
  /// - Throws: ``BenchmarkError/missingExecutable(name:path:build:)`` when it is not built.
  static func sibling(_ name: String) throws(BenchmarkError) -> String {
    let directory = URL(fileURLWithPath: ownPath).deletingLastPathComponent()
    let path = directory.appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      let release = directory.lastPathComponent == "release"
      throw .missingExecutable(
        name: name, path: path,
        build: "swift build\(release ? " -c release" : "") --product \(name)")
    }
    return path
  }

  /// The first executable named `name` on `PATH`, or `nil`.
  static func onPath(_ name: String) -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    for directory in directories {
      let path = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }
}
