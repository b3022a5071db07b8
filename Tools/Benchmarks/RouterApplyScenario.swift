import AppShell
import Foundation
import MangaCatalog
import NavigationCore
import NavigationRouter
import ReaderFeature
import UserData

/// Scenario 1: push/back pairs through the router against the same work on a plain array,
/// and memory after many random commands against memory after the first thousand.
@MainActor
enum RouterApplyScenario {
  static func run(_ sizes: BenchmarkSizes) throws -> [ResultRow] {
    let app = try BenchmarkApp.make()
    let router = app.router
    let routes = BenchmarkApp.pageRoutes(count: 64)
    let pairs = sizes.routerPairs
    let repetitions = sizes.quick ? sizes.repetitions : 3
    let ours = Measurement.time(repetitions: repetitions) {
      for index in 0..<pairs {
        router.apply([.push(routes[index & 63])])
        router.apply([.back])
      }
    }
    var sink = 0
    let baseline = Measurement.time(repetitions: repetitions) {
      var path: [AnyRoute] = []
      for index in 0..<pairs {
        let route = routes[index & 63]
        if path.last != route { path.append(route) }
        if !path.isEmpty { path.removeLast() }
      }
      sink &+= path.count
    }
    precondition(sink == 0)
    let size = "\(pairs.formatted()) push/back pairs"
    return [
      .timed("1 router apply", size: size, ours: ours, baseline: baseline, goal: .ratioAtMost(5)),
      try memoryRow(sizes),
    ] + (try ObservationScenario.rows())
  }

  /// Resident memory after `randomCommands` random commands minus after the first thousand.
  private static func memoryRow(_ sizes: BenchmarkSizes) throws -> ResultRow {
    let app = try BenchmarkApp.make()
    var generator = SplitMix64(seed: 2026)
    let commands = BenchmarkApp.randomCommands(count: sizes.randomCommands, using: &generator)
    var residentAfterThousand = 0
    var residentAtEnd = 0
    // Both readings are taken while `commands` (about 130 MiB at full size) is alive: read
    // after the loop, its release made the growth negative.
    for (index, command) in commands.enumerated() {
      app.router.apply([command])
      if index == 999 { residentAfterThousand = ResidentMemory.bytes() }
      if index == commands.count - 1 { residentAtEnd = ResidentMemory.bytes() }
    }
    let growth = Double(residentAtEnd - residentAfterThousand)
    return .value(
      "1 router memory growth", size: "\(sizes.randomCommands.formatted()) random commands",
      growth, unit: "bytes", goal: .valueAtMost(1_048_576, unit: "bytes"))
  }
}
