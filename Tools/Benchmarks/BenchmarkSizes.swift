/// Work sizes: the full sizes, or small ones for `--quick`.
struct BenchmarkSizes: Equatable, Sendable {
  var quick: Bool
  /// Push/back pairs through the router.
  var routerPairs: Int { quick ? 10_000 : 1_000_000 }
  /// Random commands for the memory check.
  var randomCommands: Int { quick ? 20_000 : 1_000_000 }
  /// Batch sizes for the writes-per-apply check.
  var batchSizes: [Int] { quick ? [1, 10, 100] : [1, 10, 100, 1_000] }
  /// URLs resolved.
  var links: Int { quick ? 2_000 : 100_000 }
  /// Routes in the snapshots.
  var snapshotRoutes: [Int] { quick ? [100, 1_000] : [1_000, 10_000, 100_000] }
  /// Routes and notes in the start-up snapshot.
  var startupRoutes: Int { quick ? 200 : 10_000 }
  /// Commands in the script (one link, then page turns).
  var scriptCommands: Int { quick ? 201 : 5_001 }
  /// Files in the generated navlint corpus.
  var corpusFiles: Int { quick ? 40 : 2_000 }
  /// Timed repetitions of each measurement.
  var repetitions: Int { quick ? 3 : 5 }
}
