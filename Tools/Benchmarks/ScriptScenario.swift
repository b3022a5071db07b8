import Foundation
import HoistBenchCore

/// Scenario 6: a long script (one deep link, then page turns) with a data directory against
/// the same script with `--fresh`.
@MainActor
enum ScriptScenario {
  static func run(_ sizes: BenchmarkSizes, in folder: RunFolder) throws -> [ResultRow] {
    let hoist = try ProcessRunner.sibling("hoist")
    let root = folder.appending("scripts")
    try InterruptGuard.shared.writing {
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: false)
    }
    let log = root.appendingPathComponent("hoist.log")
    defer { try? FileManager.default.removeItem(at: root) }
    var lines = ["open mangareader://series/op?chapter=1085&page=3"]
    for index in 1..<sizes.scriptCommands {
      lines.append(index.isMultiple(of: 2) ? "tap Previous page" : "tap Next page")
    }
    let script = root.appendingPathComponent("turns.hoist")
    try InterruptGuard.shared.writing {
      try RunFolder.writeWhole(Data((lines.joined(separator: "\n") + "\n").utf8), to: script)
    }
    let data = root.appendingPathComponent("data")
    let repetitions = sizes.quick ? sizes.repetitions : 3
    let (ours, _) = try ProcessRunner.time(
      hoist, ["--data-dir", data.path, "run", script.path], repetitions: repetitions, log: log,
      before: { try? FileManager.default.removeItem(at: data) })
    let (baseline, _) = try ProcessRunner.time(
      hoist, ["--fresh", "run", script.path], repetitions: repetitions, log: log)
    return [
      .timed(
        "6 script with saves", size: "\(sizes.scriptCommands.formatted()) commands", ours: ours,
        baseline: baseline, goal: .ratioAtMost(2))
    ]
  }
}
