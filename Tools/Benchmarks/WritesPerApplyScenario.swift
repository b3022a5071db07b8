import AppShell
import NavigationCore
import NavigationRouter

/// Scenario 2: state writes and screen builds per applied batch of commands.
@MainActor
enum WritesPerApplyScenario {
  static func run(_ sizes: BenchmarkSizes) throws -> [ResultRow] {
    var rows: [ResultRow] = []
    for size in sizes.batchSizes {
      let app = try BenchmarkApp.make()
      let routes = BenchmarkApp.pageRoutes(count: size)
      let writesBefore = app.router.writeCount
      app.router.apply(routes.map { .push($0) })
      let writes = app.router.writeCount - writesBefore
      let buildsBefore = app.router.screenBuildCount
      _ = app.frame(message: nil)
      let builds = app.router.screenBuildCount - buildsBefore
      let label = "batch of \(size) push\(size == 1 ? "" : "es")"
      rows.append(
        .value("2 writes per apply", size: label, Double(writes), unit: "writes", goal: .exactly(1))
      )
      rows.append(
        .value(
          "2 screen builds per frame", size: label, Double(builds), unit: "builds",
          goal: .exactly(1)))
    }
    return rows
  }
}
