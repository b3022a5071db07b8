import Foundation

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

  /// Runs a program to completion.
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
      &actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw .setup("cannot start \(path): \(String(cString: strerror(spawned)))")
    }
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
  /// - Throws: ``BenchmarkError/processFailed(command:status:output:)`` when a run does not
  ///   exit with one of the `accepted` statuses.
  static func time(
    _ path: String, _ arguments: [String], input: String? = nil, repetitions: Int,
    accepting accepted: Set<Int32> = [0],
    before: () throws -> Void = {}
  ) throws -> (Measurement, peakBytes: Int) {
    var samples: [Double] = []
    var peak = 0
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-bench-\(getpid()).log").path
    for run in 0...repetitions {
      try before()
      let result = try Self.run(path, arguments, input: input, output: log)
      guard accepted.contains(result.status) else {
        let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        throw BenchmarkError.processFailed(
          command: ([path] + arguments).joined(separator: " "), status: result.status,
          output: String(text.suffix(400)))
      }
      if run > 0 {
        samples.append(result.seconds)
        peak = max(peak, result.peakBytes)
      }
    }
    try? FileManager.default.removeItem(atPath: log)
    return (Measurement(samples: samples), peak)
  }

  /// The path of an executable built beside this one (`hoist`, `navlint`).
  ///
  /// - Throws: ``BenchmarkError/missingExecutable(name:path:)`` when it is not built.
  static func sibling(_ name: String) throws(BenchmarkError) -> String {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let path = directory.appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw .missingExecutable(name: name, path: path)
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
