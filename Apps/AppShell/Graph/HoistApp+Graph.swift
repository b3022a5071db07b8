import MangaCatalog
import NavigationRouter
import NavigationTooling
import UserData

extension HoistApp: ExplorableApp {
  package func fork() throws -> HoistApp {
    let copy = try HoistApp(catalog: catalog, userData: userData.state)
    copy.router.replaceState(router.state)
    return copy
  }

  package func openLink(_ url: String) throws {
    _ = try open(url)
  }

  /// The graph of this app, explored from a fresh start on its current data.
  ///
  /// - Parameters:
  ///   - depth: How many steps from an entry point are followed.
  ///   - maximumScreens: How many distinct screens are explored at most.
  /// - Returns: The graph and its problems.
  /// - Throws: When the app cannot be copied.
  package func navigationGraph(
    depth: Int = GraphExplorer.defaultDepth,
    maximumScreens: Int = GraphExplorer.defaultMaximumScreens
  ) throws -> NavigationGraph {
    let probes = [
      "1", NotesLock.samplePasscode, catalog.series.first?.title ?? "a", "Probe — a note",
    ]
    let explorer = GraphExplorer(
      maximumDepth: depth, maximumScreens: maximumScreens, probeTexts: probes)
    return try explorer.explore(self, links: RegisteredAppLinks(table: router.registry.links))
  }
}
