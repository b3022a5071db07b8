/// What one run of a ``NavigationTool`` does: its command line, parsed.
///
/// ``parse(_:)`` reads the arguments of `graph`, `links check` and `links aasa`; a tool with a
/// larger command line of its own parses it itself and hands the command to
/// ``NavigationTool/run(_:standardInput:environment:)``.
public enum NavigationToolCommand: Hashable, Sendable {
  /// `--help`, `-h` or `help`: print the usage.
  case help
  /// `graph`: explore the app and print its navigation graph; exit 1 when it has problems.
  case graph(GraphOptions)
  /// `links check`: where each link lands on the app's start state; exit 0 only when every
  /// link lands exactly.
  ///
  /// - Parameters:
  ///   - links: The URLs, or standard input's lines.
  ///   - json: One JSON object per link and a summary object, instead of text.
  case linksCheck(LinkList, json: Bool)
  /// `links aasa`: print the `apple-app-site-association` file of the app's https links,
  /// claimed for these apps (`TEAMID.BUNDLEID` each).
  case linksAASA(appIDs: [String])

  /// The options of `graph`.
  public struct GraphOptions: Hashable, Sendable {
    /// `--format`: how the graph is printed.
    public var format: GraphFormat
    /// `--depth N`: how many steps from each tab root and link are followed.
    public var depth: Int
    /// `--max-screens N`: how many distinct screens are explored at most.
    public var maximumScreens: Int

    /// The default of `--depth`: 30 steps.
    public static let defaultDepth = GraphExplorer.defaultDepth
    /// The default of `--max-screens`: 2,000 screens.
    public static let defaultMaximumScreens = GraphExplorer.defaultMaximumScreens

    /// Creates graph options.
    ///
    /// - Parameters:
    ///   - format: How the graph is printed; Mermaid unless given.
    ///   - depth: Steps followed from each entry point, 0 or more.
    ///   - maximumScreens: Distinct screens explored at most, 1 or more.
    public init(
      format: GraphFormat = .mermaid, depth: Int = defaultDepth,
      maximumScreens: Int = defaultMaximumScreens
    ) {
      self.format = format
      self.depth = depth
      self.maximumScreens = maximumScreens
    }
  }

  /// How `graph` prints the graph (`--format`).
  public enum GraphFormat: String, Hashable, Sendable, CaseIterable {
    /// A Mermaid flowchart, which GitHub renders in Markdown.
    case mermaid
    /// Graphviz's dot language.
    case dot
    /// One JSON object: nodes, edges, entries, problems, explored screens, truncated.
    case json
    /// An SVG picture, drawn by running Graphviz's `dot` (found on `PATH`).
    case svg
    /// Only the problems, one a line (nothing when there are none).
    case problems
  }

  /// The links `links check` reads.
  public enum LinkList: Hashable, Sendable {
    /// These lines: one URL each; blank lines and lines starting with `#` are skipped.
    case lines([String])
    /// Standard input's lines (the operand `-`), read like ``lines(_:)``.
    case standardInput
  }

  /// The command words, for messages.
  static let names = ["graph", "links check", "links aasa", "help"]
}
