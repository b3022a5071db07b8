import MangaCatalog
import NavigationRouter
import NavigationTooling
import UserData

extension NavigationTool {
  /// `hoist`'s graph and link tools: the library's navigation tool over the sample app on the
  /// bundled data, its messages prefixed `hoist:`.
  ///
  /// - Parameter explore: Builds the graph within the budgets; the sample app by default.
  /// - Returns: The tool.
  static func hoist(
    explore:
      @escaping @MainActor @Sendable (_ depth: Int, _ maximumScreens: Int) throws ->
      NavigationGraph = { depth, maximumScreens in
        let app = try HoistApp(catalog: Catalog.bundled(), userData: .sample)
        return try app.navigationGraph(depth: depth, maximumScreens: maximumScreens)
      }
  ) -> NavigationTool {
    NavigationTool(
      name: "hoist", explore: explore,
      checkLinks: { lines in
        let app = try HoistApp(catalog: Catalog.bundled(), userData: .sample)
        return LinkCheck.check(lines, on: app.router)
      },
      linkTable: { try HoistApp.composedRegistry().links })
  }
}
