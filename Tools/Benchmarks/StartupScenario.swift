import AppShell
import Foundation
import HoistBenchCore
import NavigationCore
import NavigationRouter
import TerminalEscaping
import UserData

/// Scenario 5: `hoist` to its first screen on a large saved state against a program that
/// only starts Foundation and decodes the same file.
@MainActor
enum StartupScenario {
  /// The hidden argument that makes `hoist-bench` the baseline program.
  static let decodeOnlyArgument = "--decode-only"

  static func run(_ sizes: BenchmarkSizes, in folder: RunFolder) throws -> [ResultRow] {
    let hoist = try ProcessRunner.sibling("hoist")
    // Under the guard: a signal waits for the data directory and nothing is made after it.
    let directory = try InterruptGuard.shared.writing {
      try makeDataDirectory(
        routes: sizes.startupRoutes, notes: sizes.startupRoutes, in: folder.appending("startup"))
    }
    defer { try? FileManager.default.removeItem(at: directory.root) }
    let log = folder.appending("startup.log")
    let stateFile = directory.data.appendingPathComponent("state.json").path
    let saved = try Data(contentsOf: URL(fileURLWithPath: stateFile))
    let (ours, _) = try ProcessRunner.time(
      hoist, ["--data-dir", directory.data.path, "run", directory.script.path],
      repetitions: sizes.repetitions, log: log,
      before: {
        try InterruptGuard.shared.writing {
          try RunFolder.writeWhole(saved, to: URL(fileURLWithPath: stateFile))
        }
      })
    let (baseline, _) = try ProcessRunner.time(
      ProcessRunner.ownPath, [decodeOnlyArgument, stateFile],
      repetitions: sizes.repetitions, log: log)
    let size = "\(sizes.startupRoutes.formatted()) routes + notes"
    return [.timed("5 start-up", size: size, ours: ours, baseline: baseline, goal: .ratioAtMost(3))]
  }

  /// The baseline program: decodes the file with Foundation and exits.
  ///
  /// - Returns: 0 when the file decodes; 1, after saying why on standard error, otherwise.
  static func decodeOnly(_ path: String) -> Int32 {
    let shown = TerminalText.escaped(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      BenchmarkCommand.report("\(decodeOnlyArgument): cannot read '\(shown)'")
      return 1
    }
    guard (try? JSONSerialization.jsonObject(with: data)) != nil else {
      BenchmarkCommand.report("\(decodeOnlyArgument): '\(shown)' is not JSON")
      return 1
    }
    return 0
  }

  /// A data directory saved by the app with `routes` routes in the library stack and
  /// `notes` notes, and a script that shows the first screen.
  private static func makeDataDirectory(routes: Int, notes: Int, in root: URL) throws -> (
    root: URL, data: URL, script: URL
  ) {
    let data = root.appendingPathComponent("data")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
    var userData = UserDataState.sample
    userData.notes += (1...notes).map { number in
      Note(
        id: "bench-\(number)", title: "Field note \(number)",
        body: "Panel layout study for chapter \(number % 1130 + 1).", seriesID: "op")
    }
    let app = try BenchmarkApp.make(userData: userData)
    app.router.apply([.replacePath(BenchmarkApp.validRoutes(count: routes, catalog: app.catalog))])
    // A block, so the store's lock is released before `hoist` starts on the directory.
    do {
      let store = try StateStore(directory: data)
      try store.save(app)
      try store.finish()
    }
    let script = root.appendingPathComponent("show.hoist")
    try RunFolder.writeWhole(Data("show\n".utf8), to: script)
    return (root, data, script)
  }
}
