import Foundation

/// `hoist-bench`: runs the scenarios and prints the table.
@MainActor
enum BenchmarkCommand {
  /// Runs the benchmark command line.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The exit code: 0 when every scenario ran (met or missed), 1 when one could
  ///   not run, 2 for usage errors.
  static func run(arguments: [String]) -> Int32 {
    if arguments.count == 2, arguments[0] == StartupScenario.decodeOnlyArgument {
      return StartupScenario.decodeOnly(arguments[1])
    }
    if arguments.count == 3, arguments[0] == "--write-corpus", let files = Int(arguments[2]) {
      // For profiling navlint by hand: the navlint scenario's corpus, kept.
      let directory = URL(fileURLWithPath: arguments[1])
      guard let lines = try? SwiftUICorpus.write(files: files, to: directory) else { return 1 }
      print("\(files) files, \(lines) lines in \(directory.path)")
      return 0
    }
    let options: BenchmarkOptions
    do {
      options = try BenchmarkOptions.parse(arguments)
    } catch {
      FileHandle.standardError.write(Data("hoist-bench: \(error)\n".utf8))
      return 2
    }
    if options.help {
      print(BenchmarkOptions.usage)
      return 0
    }
    let sizes = BenchmarkSizes(quick: options.quick)
    let selected = options.only.isEmpty ? Scenario.allCases : options.only.compactMap(Scenario.init)
    var rows: [ResultRow] = []
    var failed = false
    for scenario in selected {
      FileHandle.standardError.write(Data("hoist-bench: running \(scenario.rawValue)\n".utf8))
      do {
        let produced = try run(scenario, sizes: sizes)
        rows += produced
        if options.json {
          for row in produced { print(TableRenderer.json(row)) }
        }
      } catch {
        failed = true
        FileHandle.standardError.write(
          Data("hoist-bench: \(scenario.rawValue) could not run: \(error)\n".utf8))
      }
    }
    if !options.json {
      print(TableRenderer.table(rows, machine: MachineDescription.current()))
    }
    return failed ? 1 : 0
  }

  private static func run(_ scenario: Scenario, sizes: BenchmarkSizes) throws -> [ResultRow] {
    switch scenario {
    case .router: try RouterApplyScenario.run(sizes)
    case .writes: try WritesPerApplyScenario.run(sizes)
    case .links: try DeepLinkScenario.run(sizes)
    case .snapshots: try SnapshotScenario.run(sizes)
    case .startup: try StartupScenario.run(sizes)
    case .scripts: try ScriptScenario.run(sizes)
    case .navlint: try NavLintScenario.run(sizes)
    }
  }
}
