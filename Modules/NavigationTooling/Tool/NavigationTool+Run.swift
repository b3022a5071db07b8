import Foundation
import NavigationCore
import NavigationRouter
import TerminalEscaping

extension NavigationTool {
  /// The most standard input `links check -` reads: 4 MiB.
  public static let maximumInputSize = 4 << 20

  /// Runs the tool on a command line, as a function of its input: nothing is written, no
  /// process exits.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the executable's name, such as
  ///     `["links", "check", "myapp://item/1"]`.
  ///   - standardInput: Reads standard input, called only by `links check -`; it may return
  ///     one byte more than ``maximumInputSize`` to say the input is too large.
  ///   - environment: The environment; `graph --format svg` finds Graphviz's `dot` on its
  ///     `PATH`.
  /// - Returns: What to print and the exit status. A command line that does not parse is
  ///   exit status 2 with its ``NavigationToolUsageError`` message on standard error.
  @MainActor
  public func run(
    arguments: [String], standardInput: () -> Data = { Data() },
    environment: [String: String] = [:]
  ) -> NavigationToolResult {
    let command: NavigationToolCommand
    do {
      command = try NavigationToolCommand.parse(arguments)
    } catch {
      return NavigationToolResult(
        exitCode: 2,
        standardError: "\(name): \(error.description)\nTry '\(name) --help'.\n")
    }
    return run(command, standardInput: standardInput, environment: environment)
  }

  /// Runs one parsed command.
  ///
  /// - Parameters:
  ///   - command: What to run.
  ///   - standardInput: Reads standard input, called only for
  ///     ``NavigationToolCommand/LinkList/standardInput``.
  ///   - environment: The environment (`PATH` finds Graphviz's `dot` for SVG).
  /// - Returns: What to print and the exit status: 0 ok; 1 when the graph has problems, a
  ///   link does not land exactly, `dot` fails, or the app cannot be built; 2 when standard
  ///   input is too large or not UTF-8.
  @MainActor
  public func run(
    _ command: NavigationToolCommand, standardInput: () -> Data = { Data() },
    environment: [String: String] = [:]
  ) -> NavigationToolResult {
    switch command {
    case .help:
      return NavigationToolResult(exitCode: 0, standardOutput: usage)
    case .graph(let options):
      return graph(options, environment: environment)
    case .linksCheck(let list, let json):
      let lines: [String]
      switch list {
      case .lines(let given): lines = given
      case .standardInput:
        switch Self.lines(of: standardInput()) {
        case .success(let read): lines = read
        case .failure(let problem):
          return NavigationToolResult(
            exitCode: 2, standardError: "\(name): links check: standard input \(problem)\n")
        }
      }
      return linksCheck(lines, json: json)
    case .linksAASA(let appIDs):
      do {
        let table = try linkTable()
        return NavigationToolResult(
          exitCode: 0, standardOutput: AppSiteAssociation.json(table, appIDs: appIDs))
      } catch {
        return NavigationToolResult(exitCode: 1, standardError: "\(name): \(error)\n")
      }
    }
  }

  /// Checks links (a file's lines: blank lines and `#` comments are skipped) and reports them.
  ///
  /// - Parameters:
  ///   - lines: The links.
  ///   - json: JSON lines instead of text.
  /// - Returns: The report; exit status 0 when every link is ok, 1 otherwise.
  @MainActor
  package func linksCheck(_ lines: [String], json: Bool) -> NavigationToolResult {
    let checks: [LinkCheck]
    do {
      checks = try checkLinks(lines)
    } catch {
      return NavigationToolResult(exitCode: 1, standardError: "\(name): \(error)\n")
    }
    return NavigationToolResult(
      exitCode: checks.allSatisfy { $0.outcome == .ok } ? 0 : 1,
      standardOutput: json ? LinkCheckRenderer.jsonLines(checks) : LinkCheckRenderer.text(checks))
  }

  /// Explores the graph and prints it in the options' format, or hands it to
  /// `replacingOutput` instead (a shell's `--update-readme`), then reports a budget that
  /// stopped exploring and each problem on standard error.
  ///
  /// - Parameters:
  ///   - options: Format and budgets.
  ///   - environment: The environment (`PATH` finds `dot`).
  ///   - replacingOutput: Does something else with the graph than printing it; its output is
  ///     kept and a nonzero exit status of it is the run's.
  /// - Returns: Exit status 0 when the graph has no problem, else 1.
  @MainActor
  package func graph(
    _ options: NavigationToolCommand.GraphOptions, environment: [String: String],
    replacingOutput: (@MainActor (NavigationGraph) -> NavigationToolResult)? = nil
  ) -> NavigationToolResult {
    let graph: NavigationGraph
    do {
      graph = try explore(options.depth, options.maximumScreens)
    } catch {
      return NavigationToolResult(
        exitCode: 1, standardError: "\(name): graph: the app cannot be explored: \(error)\n")
    }
    var result = NavigationToolResult(exitCode: graph.problems.isEmpty ? 0 : 1)
    var problemsPrinted = false
    if let replacingOutput {
      let replaced = replacingOutput(graph)
      result.standardOutput += replaced.standardOutput
      result.standardError += replaced.standardError
      if replaced.exitCode != 0 { result.exitCode = replaced.exitCode }
    } else {
      switch options.format {
      case .mermaid: result.standardOutput = GraphRenderer.mermaid(graph)
      case .dot: result.standardOutput = GraphRenderer.dot(graph)
      case .json: result.standardOutput = GraphRenderer.json(graph)
      case .svg:
        switch GraphvizDot.svg(from: GraphRenderer.dot(graph), environment: environment) {
        case .success(let svg): result.standardOutput = svg
        case .failure(let error):
          return NavigationToolResult(exitCode: 1, standardError: "\(name): graph: \(error)\n")
        }
      case .problems:
        result.standardOutput = graph.problems.map {
          TerminalText.escaped($0.description) + "\n"
        }.joined()
        problemsPrinted = true
      }
    }
    if graph.truncated {
      result.standardError +=
        "\(name): graph: stopped at --depth \(options.depth) or --max-screens "
        + "\(options.maximumScreens) (\(graph.exploredScreens) screens); raise them to see the "
        + "whole graph\n"
    }
    if !problemsPrinted {
      for problem in graph.problems {
        // A problem quotes route values and URLs of the app's data: escaped like all output.
        result.standardError += "\(name): graph: \(TerminalText.escaped(problem.description))\n"
      }
    }
    return result
  }

  /// Why standard input cannot be read as lines.
  enum InputProblem: Error, CustomStringConvertible {
    case tooLarge
    case notUTF8

    var description: String {
      switch self {
      case .tooLarge:
        "is larger than 4 MiB, the most this tool reads; check fewer links at a time"
      case .notUTF8: "is not UTF-8 text"
      }
    }
  }

  /// Standard input's lines.
  static func lines(of data: Data) -> Result<[String], InputProblem> {
    guard data.count <= maximumInputSize else { return .failure(.tooLarge) }
    guard let text = String(data: data, encoding: .utf8) else { return .failure(.notUTF8) }
    return .success(
      text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init))
  }
}
