import Foundation
import HoistBenchCore

#if HOIST_BENCH_NAVLINT
  import SwiftParser
  import SwiftSyntax
#endif

/// Scenario 7: navlint over a generated SwiftUI corpus against parsing alone, two jobs
/// against one, `swift format lint --parallel`, and a cached re-run.
@MainActor
enum NavLintScenario {
  static func run(_ sizes: BenchmarkSizes, in folder: RunFolder) throws -> [ResultRow] {
    #if HOIST_BENCH_NAVLINT
      return try measure(sizes, in: folder)
    #else
      throw BenchmarkError.setup("navlint is not built: SwiftSyntax was not found in the toolchain")
    #endif
  }

  #if HOIST_BENCH_NAVLINT
    private static func measure(_ sizes: BenchmarkSizes, in folder: RunFolder) throws -> [ResultRow]
    {
      let navlint = try ProcessRunner.sibling("navlint")
      let root = folder.appending("navlint")
      let corpus = root.appendingPathComponent("corpus")
      try InterruptGuard.shared.writing {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: false)
      }
      let lines = try SwiftUICorpus.write(files: sizes.corpusFiles, to: corpus)
      let log = root.appendingPathComponent("navlint.log")
      defer { try? FileManager.default.removeItem(at: root) }
      let size = "\(sizes.corpusFiles.formatted()) files, \(lines.formatted()) lines"
      let repetitions = sizes.quick ? 2 : 3
      let accepted: Set<Int32> = [0, 1]

      let (oneJob, peakOne) = try ProcessRunner.time(
        navlint, ["--no-cache", "--jobs", "1", corpus.path], repetitions: repetitions,
        log: log, accepting: accepted)
      let (twoJobs, peakTwo) = try ProcessRunner.time(
        navlint, ["--no-cache", "--jobs", "2", corpus.path], repetitions: repetitions,
        log: log, accepting: accepted)
      let files = try FileManager.default.subpathsOfDirectory(atPath: corpus.path)
        .filter { $0.hasSuffix(".swift") }.map { corpus.appendingPathComponent($0) }
      var sink = 0
      let parseOnly = try Measurement.time(repetitions: repetitions) {
        for file in files {
          let source = try String(contentsOf: file, encoding: .utf8)
          sink &+= Parser.parse(source: source).statements.count
        }
      }
      precondition(sink > 0)
      var rows: [ResultRow] = [
        .timed(
          "7 navlint, 1 job vs parse only", size: size, ours: oneJob, baseline: parseOnly,
          goal: .ratioAtMost(1.3)),
        .timed(
          "7 navlint, 1 job vs 2 jobs", size: size, ours: oneJob, baseline: twoJobs,
          goal: .ratioAtLeast(1.7)),
      ]
      // `swift format` exits 1 when it has findings; 0 or 1 from `--version` would not tell
      // a missing subcommand (the driver exits 1) from one that runs, so only 0 counts.
      if let swift = ProcessRunner.onPath("swift"),
        (try? ProcessRunner.run(swift, ["format", "--version"]))?.status == 0
      {
        let (format, _) = try ProcessRunner.time(
          swift, ["format", "lint", "--parallel", "--recursive", corpus.path],
          repetitions: sizes.quick ? 1 : 2, log: log, accepting: accepted)
        rows.append(
          .timed(
            "7 swift format lint --parallel vs navlint, 2 jobs", size: size, ours: format,
            baseline: twoJobs, goal: .ratioAtLeast(2)))
      } else {
        BenchmarkCommand.report(
          "swift format is not available (no swift on PATH, or `swift format --version` "
            + "failed); the row comparing it is left out")
      }
      let cache = root.appendingPathComponent("cache").path
      let cold = try ProcessRunner.run(
        navlint, ["--cache-path", cache, corpus.path], output: log.path)
      guard accepted.contains(cold.status) else {
        throw BenchmarkError.processFailed(
          command: "\(navlint) --cache-path \(cache) \(corpus.path)", status: cold.status,
          output: String(((try? String(contentsOf: log, encoding: .utf8)) ?? "").suffix(400)))
      }
      let (warm, _) = try ProcessRunner.time(
        navlint, ["--cache-path", cache, corpus.path], repetitions: repetitions,
        log: log, accepting: accepted)
      rows.append(
        .timed(
          "7 navlint cached re-run vs first run", size: size, ours: warm,
          baseline: Measurement(samples: [cold.seconds]), goal: .ratioAtMost(0.05)))
      rows.append(
        .value(
          "7 navlint peak memory, 1 job", size: size, Double(peakOne), unit: "bytes", goal: .none))
      rows.append(
        .value(
          "7 navlint peak memory, 2 jobs", size: size, Double(peakTwo), unit: "bytes", goal: .none))
      return rows
    }
  #endif
}
