extension NavigationTool {
  /// The text `--help` prints, with the tool's name.
  public var usage: String {
    """
    Usage: \(name) <command> [options]

    Commands:
      graph [--format F] [--depth N] [--max-screens N]
                       explore the app from every tab root and link and print its
                       navigation graph; its problems go to standard error (exit 1 when
                       there are any)
      links check [--json] URL...
      links check [--json] -
                       where each link lands on the app's start state (- reads one URL a
                       line from standard input): ok, fallback, failed or ignored; exit 0
                       only if all are ok
      links aasa --app-id TEAMID.BUNDLEID [--app-id TEAMID.BUNDLEID ...]
                       print the apple-app-site-association file of the https links
      help             print this help

    Options of graph (a value may also follow '=', as in --format=dot):
      --format F       mermaid (default), dot, json, svg (runs Graphviz's dot), or problems
                       (only the problems, one a line, on standard output)
      --depth N        steps followed from each tab root and link (default \(NavigationToolCommand.GraphOptions.defaultDepth))
      --max-screens N  distinct screens explored at most (default \(NavigationToolCommand.GraphOptions.defaultMaximumScreens))

    Options of links check:
      --json           one JSON object per link, then a summary object

    Exit codes: 0 ok, 1 a problem found (or the app cannot be built), 2 usage or
    unreadable input.

    """
  }
}
