import Foundation
import MangaCatalog
import NavigationTooling
import TerminalEscaping
import UserData
import WholeFile

/// `hoist graph`: explores the app on the bundled data, prints its navigation graph, reports
/// its problems (exit 1 when there are any), and rewrites a doc's generated picture
/// (docs/SHELL.md's).
@MainActor
package enum GraphCommand {
  /// The name of the generated section that holds the graph (in docs/SHELL.md).
  package static let readmeBlock = "navigation-graph"

  /// Runs `hoist graph`.
  ///
  /// - Parameters:
  ///   - options: `--format`, `--depth`, `--max-screens`, `--update-readme`.
  ///   - output: Where the graph (standard output) and problems (standard error) go.
  ///   - environment: The environment (`PATH` finds Graphviz's `dot` for `--format svg`).
  ///   - explore: Explores the app within the options' budgets; the sample app by default.
  /// - Returns: 0 when the graph has no problem, 1 when it has (or `dot` is missing or fails,
  ///   or the README cannot be updated).
  package static func run(
    _ options: HoistInvocation.GraphOptions, output: any ShellOutput,
    environment: [String: String],
    explore:
      @escaping @MainActor @Sendable (HoistInvocation.GraphOptions) throws
      -> NavigationGraph = exploreSampleApp
  ) -> Int32 {
    // The library's navigation tool explores, prints and reports; `--update-readme` is
    // hoist's own output in place of the printed graph.
    let tool = NavigationTool.hoist { _, _ in try explore(options) }
    let graphOptions = NavigationToolCommand.GraphOptions(
      format: NavigationToolCommand.GraphFormat(options.format), depth: options.depth,
      maximumScreens: options.maxScreens)
    let result: NavigationToolResult
    if let readme = options.updateReadme {
      result = tool.graph(graphOptions, environment: environment) { graph in
        let messages = CapturedOutput()
        var status: Int32 = 0
        switch updateReadme(at: readme, with: graph, output: messages) {
        case .unread: status = 1
        case .failed(let failure):
          HoistTool.report("graph: \(failure)", to: messages)
          status = 1
        case .upToDate:
          HoistTool.report(
            "graph: the \(readmeBlock) section of \(readme) is already up to date", to: messages)
        case .updated:
          HoistTool.report("graph: updated the \(readmeBlock) section of \(readme)", to: messages)
        }
        return NavigationToolResult(
          exitCode: status, standardOutput: messages.standardOutput,
          standardError: messages.standardError)
      }
    } else {
      result = tool.run(.graph(graphOptions), environment: environment)
    }
    if !result.standardOutput.isEmpty { output.write(result.standardOutput) }
    if !result.standardError.isEmpty { output.writeError(result.standardError) }
    return result.exitCode
  }

  /// The sample app's graph on the bundled data, within the options' budgets.
  ///
  /// - Parameter options: `--depth` and `--max-screens`.
  /// - Returns: The graph.
  /// - Throws: When the bundled catalog cannot be read or the app cannot be built.
  package static func exploreSampleApp(_ options: HoistInvocation.GraphOptions) throws
    -> NavigationGraph
  {
    let app = try HoistApp(catalog: Catalog.bundled(), userData: .sample)
    return try app.navigationGraph(depth: options.depth, maximumScreens: options.maxScreens)
  }

  // MARK: - README

  /// The generated section's text: the graph as a Mermaid code block.
  ///
  /// - Parameter graph: The graph.
  /// - Returns: The lines between the section's markers, ending with a newline.
  package static func readmeSection(_ graph: NavigationGraph) -> String {
    "```mermaid\n" + GraphRenderer.mermaid(graph) + "```\n"
  }

  /// The text between a generated section's markers, or `nil` when it has none.
  ///
  /// - Parameter document: The README's text.
  /// - Returns: The section's current text.
  package static func section(in document: String) -> String? {
    guard let range = sectionRange(in: document) else { return nil }
    return String(document[range])
  }

  /// The document with the generated section replaced.
  ///
  /// - Parameters:
  ///   - document: The README's text.
  ///   - graph: The graph.
  /// - Returns: The new text, or `nil` when the document has no such section.
  package static func updating(_ document: String, with graph: NavigationGraph) -> String? {
    guard let range = sectionRange(in: document) else { return nil }
    var text = document
    text.replaceSubrange(range, with: readmeSection(graph))
    return text
  }

  private static func sectionRange(in document: String) -> Range<String.Index>? {
    let begin = "<!-- BEGIN GENERATED: \(readmeBlock) -->\n"
    let end = "<!-- END GENERATED: \(readmeBlock) -->"
    guard let start = document.range(of: begin),
      let stop = document.range(of: end, range: start.upperBound..<document.endIndex)
    else { return nil }
    return start.upperBound..<stop.lowerBound
  }

  /// What `--update-readme` did to the file.
  private enum ReadmeUpdate {
    /// The section was rewritten.
    case updated
    /// The section already held this graph; the file was not written.
    case upToDate
    /// Why the file could not be read or written.
    case failed(String)
    /// The file could not be read; the message is written.
    case unread
  }

  private static func updateReadme(
    at path: String, with graph: NavigationGraph, output: any ShellOutput
  ) -> ReadmeUpdate {
    // The reader `links table --update-readme` uses: the message says why (no such file, a
    // directory, a FIFO, too large, not UTF-8).
    guard
      let (text, file) = TextFile.readForUpdate(
        path, what: "README", command: "graph: ", output: output)
    else { return .unread }
    guard let updated = updating(text, with: graph) else {
      return .failed(
        "\(path) has no section <!-- BEGIN GENERATED: \(readmeBlock) --> … "
          + "<!-- END GENERATED: \(readmeBlock) -->; add the two markers where the graph goes")
    }
    guard updated != text else { return .upToDate }
    do {
      try AtomicFile.update(file, named: path, with: updated, what: "README")
    } catch {
      return .failed(error.description)
    }
    return .updated
  }
}
