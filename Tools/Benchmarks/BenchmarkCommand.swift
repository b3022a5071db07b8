import AppShell
import Foundation
import HoistBenchCore
import TerminalEscaping

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `hoist-bench`: runs the scenarios and prints the table.
@MainActor
enum BenchmarkCommand {
  /// Runs the benchmark command line.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The exit code: 0 when every scenario ran (met or missed), 1 when one could
  ///   not run (or the corpus could not be written), 2 for usage errors. A signal exits
  ///   with 128 + its number (``InterruptGuard``).
  static func run(arguments: [String]) -> Int32 {
    // The start-up scenario's baseline program: nothing else, so it times what it should.
    if arguments.count == 2, arguments[0] == StartupScenario.decodeOnlyArgument {
      return StartupScenario.decodeOnly(arguments[1])
    }
    let options: BenchmarkOptions
    do {
      options = try BenchmarkOptions.parse(arguments)
    } catch {
      report(error)
      try? InterruptGuard.shared.output.writeLine(
        "Try 'hoist-bench --help'.", to: STDERR_FILENO)
      return 2
    }
    if options.help {
      return emit(BenchmarkOptions.usage) ? 0 : 1
    }
    // A closed pipe or a file-size limit is an error to report, not a silent death that
    // would leave the temporary folder behind.
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    InterruptGuard.shared.install()
    if let request = options.writeCorpus {
      return writeCorpus(request)
    }
    let folder: RunFolder
    do {
      folder = try InterruptGuard.shared.watchFolder { () throws(BenchmarkError) in
        try RunFolder.make(in: FileManager.default.temporaryDirectory)
      }
    } catch {
      report(error)
      return 1
    }
    defer {
      InterruptGuard.shared.forgetFolder()
      folder.remove()
    }
    let sizes = BenchmarkSizes(quick: options.quick)
    let selected = options.only.isEmpty ? Scenario.allCases : options.only
    var rows: [ResultRow] = []
    var failed = false
    for scenario in selected {
      report("running \(scenario.rawValue)")
      do {
        let produced = try run(scenario, sizes: sizes, in: folder)
        rows += produced
        if options.json {
          for row in produced {
            guard emit(TableRenderer.json(row)) else { return 1 }
          }
        }
      } catch {
        failed = true
        let message = (error as? BenchmarkError)?.description ?? TerminalText.escaped("\(error)")
        report("\(scenario.rawValue) could not run: \(message)")
        if options.json,
          !emit(TableRenderer.jsonError(scenario: scenario.rawValue, message: message))
        {
          return 1
        }
      }
    }
    if !options.json, !emit(TableRenderer.table(rows, machine: MachineDescription.current())) {
      return 1
    }
    return failed ? 1 : 0
  }

  /// `--write-corpus DIR N`: the navlint scenario's corpus, kept (for profiling by hand).
  private static func writeCorpus(_ request: CorpusRequest) -> Int32 {
    do {
      let directory = try InterruptGuard.shared.watchPartial(request.path) {
        () throws(BenchmarkError) in
        try request.prepare()
      }
      defer { InterruptGuard.shared.forgetPartial() }
      let lines = try SwiftUICorpus.write(
        files: request.files, to: directory, displayPath: request.path)
      return emit("\(request.files) files, \(lines) lines in \(request.path)") ? 0 : 1
    } catch {
      report(error)
      return error.isUsage ? 2 : 1
    }
  }

  private static func run(_ scenario: Scenario, sizes: BenchmarkSizes, in folder: RunFolder)
    throws -> [ResultRow]
  {
    switch scenario {
    case .router: try RouterApplyScenario.run(sizes)
    case .writes: try WritesPerApplyScenario.run(sizes)
    case .links: try DeepLinkScenario.run(sizes)
    case .snapshots: try SnapshotScenario.run(sizes)
    case .startup: try StartupScenario.run(sizes, in: folder)
    case .scripts: try ScriptScenario.run(sizes, in: folder)
    case .navlint: try NavLintScenario.run(sizes, in: folder)
    }
  }

  /// Writes one line to standard output.
  ///
  /// - Returns: `false` (after saying why on standard error) when it cannot be written.
  private static func emit(_ text: String) -> Bool {
    do {
      try InterruptGuard.shared.output.writeLine(text, to: STDOUT_FILENO)
      return true
    } catch {
      report(error)
      return false
    }
  }

  /// Writes `hoist-bench: MESSAGE` on standard error; the error escapes what it echoes.
  private static func report(_ error: BenchmarkError) {
    report(error.description)
  }

  /// Writes `hoist-bench: MESSAGE` on standard error through ``InterruptGuard/output``, so
  /// no line follows the message of a signal that ends the run.
  ///
  /// - Parameter message: One line, escaped for a terminal already.
  static func report(_ message: String) {
    try? InterruptGuard.shared.output.writeLine("hoist-bench: \(message)", to: STDERR_FILENO)
  }
}
