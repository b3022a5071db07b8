import NavigationTooling

/// The parsed `hoist` command line: what to run and with which options.
///
/// Grammar (docs/SHELL.md, "Usage"): `hoist [options] [command]` where command is nothing, `run FILE`,
/// `open URL`, `graph`, `links check FILE`, `links aasa --app-id ID` or `links table`;
/// options may stand before or after the command.
package struct HoistInvocation: Hashable, Sendable {
  /// What the invocation runs.
  package enum Action: Hashable, Sendable {
    /// No command: interactive on a terminal, else a script from standard input.
    case session
    /// `run FILE`: a script file, or standard input for `-`.
    case run(file: String)
    /// `open URL`: apply one link to the saved state, print the screen, save, exit.
    case open(url: String)
    /// `links check FILE`: where each link of a file (or `-`) lands, on the sample data.
    case linksCheck(file: String)
    /// `links aasa --app-id TEAMID.BUNDLEID`: the apple-app-site-association file.
    case linksAASA(appID: String)
    /// `links table [--update-readme FILE]`: the URL-pattern table, or rewrite a README's.
    case linksTable(readme: String?)
    /// `--help`.
    case help
    /// `--version`.
    case version
    /// `graph`: print the navigation graph and report its problems.
    case graph
    /// `state show`: the saved state's version, tabs and paths, without starting the app.
    case stateShow
    /// `state export [--swiftui] [--tab NAME]`: the saved state, native or one tab's path in
    /// SwiftUI's `NavigationPath.CodableRepresentation` shape.
    case stateExport
    case stateImport(file: String)
  }

  /// The options of `graph`.
  package struct GraphOptions: Hashable, Sendable {
    /// `--format mermaid|dot|json|svg`.
    package var format: GraphRenderer.Format = .mermaid
    /// `--depth N`: steps followed from each entry point.
    package var depth = GraphExplorer.defaultDepth
    /// `--max-screens N`: distinct screens explored at most.
    package var maxScreens = GraphExplorer.defaultMaximumScreens
    /// `--update-readme FILE`: rewrite the file's generated graph section instead of printing.
    package var updateReadme: String?

    package init() {}
  }

  /// What to run.
  package var action: Action = .session
  /// `--data-dir DIR`: where state is saved; `nil` means the default directory.
  package var dataDirectory: String?
  /// `--json`: JSON lines on standard output instead of text.
  package var json = false
  /// `--fresh`: ignore saved state and start from the sample data.
  package var fresh = false
  /// `--layout compact|regular`; `nil` keeps the layout saved with the state (compact at
  /// first).
  package var layout: String?
  /// `--keep-going`: a failed command does not stop the script.
  package var keepGoing = false
  /// `--swiftui`, for `state export`.
  package var swiftUI = false
  /// `--tab NAME`, for `state export --swiftui`.
  package var tab: String?
  package var window: Int?
  /// The options of `graph`.
  package var graph = GraphOptions()
  /// `--app-id TEAMID.BUNDLEID`, for `links aasa`.
  package var appID: String?
  /// `--update-readme FILE`, for `links table`.
  package var updateReadme: String?
  /// `--events`: print navigation events on standard error (JSON lines with `--json`).
  package var events = false

  package init() {}
}
