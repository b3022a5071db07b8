import AppShell
import Foundation
import MangaCatalog
import NavigationCore
import NavigationRouter
import NavigationTooling
import TestSupport
import Testing
import UserData

/// `hoist graph` over the sample app (no problem, every route key reached) and over a maze
/// with each problem planted, one at a time.
@MainActor
struct NavigationGraphTests {
  typealias Edge = NavigationGraph.Edge

  // MARK: - The sample app

  @Test func theSampleAppHasNoProblemAndReachesEveryRouteKey() throws {
    let app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
    let graph = try app.navigationGraph()
    #expect(graph.problems == [])
    #expect(graph.truncated == false)
    let keys = Set(app.router.registry.routeKeys.keys)
    let nodes = Set(graph.nodes.filter { $0.kind == .route }.map(\.id))
    #expect(nodes == keys)
    #expect(graph.nodes.filter { !$0.reached }.map(\.id) == [])
  }

  @Test func theSampleGraphLabelsEdgesByIntentAndMarksPresentations() throws {
    let graph = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
      .navigationGraph()
    let expected: [Edge] = [
      Edge(from: "library.seriesList", to: "library.series", intent: "seriesTapped", kind: .push),
      Edge(
        from: "library.series", to: "library.addToList", intent: "addToListTapped", kind: .sheet),
      Edge(from: "library.addToList", to: "library.series", intent: "listChosen", kind: .dismiss),
      Edge(
        from: "reader.page", to: "reader.immersive", intent: "immersiveTapped",
        kind: .fullScreenCover),
      Edge(
        from: "fieldnotes.note", to: "alert:fieldnotes.deleteConfirmed", intent: "deleteTapped",
        kind: .alert),
      Edge(
        from: "alert:fieldnotes.deleteConfirmed", to: "fieldnotes.list", intent: "confirm",
        kind: .answer),
      Edge(from: "search.home", to: "search.results", intent: "queryTyped", kind: .push),
      Edge(from: "search.results", to: "library.series", intent: "resultTapped", kind: .push),
      Edge(from: "reader.chapter", to: "reader.page", intent: "pageTapped", kind: .push),
    ]
    for edge in expected {
      #expect(graph.edges.contains(edge), "missing \(edge)")
    }
    let entries = graph.entries.map { "\($0.kind.rawValue) \($0.name) -> \($0.node)" }
    #expect(entries.contains("tab library -> library.seriesList"))
    #expect(entries.contains("tab notes -> fieldnotes.list"))
    #expect(entries.contains("link fieldnotes://note/<noteID> -> fieldnotes.note"))
    #expect(entries.contains("link mangareader://search?q=<q> -> search.results"))
    #expect(
      entries.contains(
        "link mangareader://series/<seriesID>?chapter=<chapter>&page=<page> -> reader.page"))
    let page = try #require(graph.entries.first { $0.node == "reader.page" })
    #expect(page.url == "mangareader://series/op?chapter=1&page=1")
  }

  // MARK: - Each problem, proven on the maze

  @Test func aCleanMazeHasNoProblem() throws {
    let graph = try MazeApp.graph()
    #expect(graph.problems == [])
    #expect(
      graph.nodes.map(\.id) == [
        "maze.cover", "maze.hidden", "maze.home", "maze.room", "maze.sheet",
      ])
    #expect(
      graph.edges == [
        Edge(from: "maze.cover", to: "maze.home", intent: "closeTapped", kind: .dismiss),
        Edge(from: "maze.home", to: "maze.cover", intent: "coverTapped", kind: .fullScreenCover),
        Edge(from: "maze.home", to: "maze.hidden", intent: "hiddenTapped", kind: .push),
        Edge(from: "maze.home", to: "maze.room", intent: "roomTapped", kind: .push),
        Edge(from: "maze.home", to: "maze.sheet", intent: "sheetTapped", kind: .sheet),
        Edge(from: "maze.room", to: "maze.home", intent: "backTapped", kind: .pop),
        Edge(from: "maze.sheet", to: "maze.home", intent: "closeTapped", kind: .dismiss),
      ])
    #expect(
      graph.entries == [
        .init(kind: .tab, name: "maze", url: nil, node: "maze.home"),
        .init(kind: .link, name: "maze://room/{id}", url: "maze://room/b", node: "maze.room"),
      ])
  }

  @Test func aRouteKeyWithNoDestinationIsReported() throws {
    let graph = try MazeApp.graph(MazeFlaws(pushesGhost: true))
    #expect(
      graph.problems == [
        .noDestination(key: "ghost.lost", reachedFrom: "ghostTapped from maze.home")
      ])
    #expect(
      graph.problems.first?.description
        == "route key 'ghost.lost' has no destination (reached by ghostTapped from maze.home): "
        + "register the feature that declares it")
  }

  @Test func anUnreachableRouteIsReported() throws {
    let graph = try MazeApp.graph(MazeFlaws(hidesRoute: true))
    #expect(graph.problems == [.unreachable(key: "maze.hidden")])
    #expect(graph.nodes.first { $0.id == "maze.hidden" }?.reached == false)
  }

  @Test func aPresentedRouteThatCannotBeDismissedIsReported() throws {
    let graph = try MazeApp.graph(MazeFlaws(coverWithoutExit: true))
    #expect(graph.problems == [.cannotDismiss(key: "maze.cover", style: "full-screen cover")])
  }

  @Test func aLinkThatDoesNotParseBackIsReported() throws {
    let graph = try MazeApp.graph(MazeFlaws(brokenPrinter: true))
    #expect(
      graph.problems == [
        .linkDoesNotParseBack(
          key: "maze.room", url: "maze://room/ax",
          landed: #"opens tab 'maze': {"id":"ax","key":"maze.room"} instead"#)
      ])
  }

  @Test func anHttpsFormThatOpensElsewhereIsReported() throws {
    let graph = try MazeApp.graph(MazeFlaws(brokenAlternate: true))
    #expect(
      graph.problems == [
        .linkDoesNotParseBack(
          key: "maze://room/{id}", url: "maze://room/c",
          landed: #"opens tab 'maze': {"id":"c","key":"maze.room"}, not where maze://room/b opens"#
        )
      ])
  }

  @Test func budgetsStopExploringAndSaySo() throws {
    let shallow = try GraphExplorer(maximumDepth: 0, probeTexts: []).explore(
      MazeApp(flaws: MazeFlaws()), links: MazeLinks(flaws: MazeFlaws()))
    #expect(shallow.truncated)
    #expect(shallow.exploredScreens == 2)
    #expect(
      shallow.edges.map(\.from) == [
        "maze.home", "maze.home", "maze.home", "maze.home", "maze.room",
      ])
    let few = try GraphExplorer(maximumScreens: 1, probeTexts: []).explore(
      MazeApp(flaws: MazeFlaws()), links: MazeLinks(flaws: MazeFlaws()))
    #expect(few.truncated)
    #expect(few.exploredScreens == 1)
  }

  @Test func aBudgetThatStopsTheSampleAppExitsZeroAndSaysSo() {
    var options = HoistInvocation.GraphOptions()
    options.maxScreens = 1
    let output = CapturedOutput()
    let status = GraphCommand.run(options, output: output, environment: [:])
    #expect(status == 0)
    #expect(output.standardError.hasPrefix("hoist: graph: stopped at --depth "))
    #expect(!output.standardError.contains("unreachable"))
  }

  // MARK: - Formats

  @Test func mermaidMarksEntriesPresentationsAndAlerts() throws {
    let mermaid = GraphRenderer.mermaid(try MazeApp.graph())
    #expect(
      mermaid == """
        flowchart LR
          entry0(["tab: maze"]) ==> n_maze_home
          entry1(["link: maze://room/{id}"]) ==> n_maze_room
          n_maze_cover["maze.cover"]
          n_maze_hidden["maze.hidden"]
          n_maze_home["maze.home"]
          n_maze_room["maze.room"]
          n_maze_sheet["maze.sheet"]
          n_maze_cover -.->|"closeTapped · dismiss"| n_maze_home
          n_maze_home -.->|"coverTapped · cover"| n_maze_cover
          n_maze_home -->|"hiddenTapped"| n_maze_hidden
          n_maze_home -->|"roomTapped"| n_maze_room
          n_maze_home -.->|"sheetTapped · sheet"| n_maze_sheet
          n_maze_room -->|"backTapped"| n_maze_home
          n_maze_sheet -.->|"closeTapped · dismiss"| n_maze_home

        """)
  }

  @Test func dotAndJSONCarryTheSameGraph() throws {
    let graph = try MazeApp.graph(MazeFlaws(hidesRoute: true))
    let dot = GraphRenderer.dot(graph)
    #expect(dot.hasPrefix("digraph navigation {\n  rankdir=LR;\n"))
    #expect(dot.contains(#"  "entry0" -> "maze.home" [style=bold];"#))
    #expect(dot.contains(#"  "maze.hidden" [color=red, style=dashed];"#))
    #expect(
      dot.contains(#"  "maze.home" -> "maze.sheet" [label="sheetTapped · sheet", style=dashed];"#))
    let json = GraphRenderer.json(graph)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect((object["edges"] as? [Any])?.count == 6)
    #expect((object["nodes"] as? [Any])?.count == 5)
    let problems = try #require(object["problems"] as? [[String: String]])
    #expect(problems.map { $0["kind"] } == ["unreachable"])
    #expect(problems.map { $0["key"] } == ["maze.hidden"])
    #expect(
      json.hasPrefix(
        #"{"edges":[{"from":"maze.cover","intent":"closeTapped","kind":"dismiss","to":"maze.home"}"#
      ))
  }

  // MARK: - The command

  @Test func theSampleAppPrintsMermaidAndExitsZero() {
    let output = CapturedOutput()
    let status = GraphCommand.run(HoistInvocation.GraphOptions(), output: output, environment: [:])
    #expect(status == 0)
    #expect(output.standardOutput.hasPrefix("flowchart LR\n  entry0([\"tab: library\"]) ==> "))
    #expect(output.standardError == "")
  }

  @Test func problemsGoToStandardErrorAndExitOne() {
    var options = HoistInvocation.GraphOptions()
    options.format = .json
    let output = CapturedOutput()
    let status = GraphCommand.run(options, output: output, environment: [:]) { _ in
      try MazeApp.graph(MazeFlaws(hidesRoute: true, coverWithoutExit: true))
    }
    #expect(status == 1)
    #expect(output.standardOutput.hasPrefix(#"{"edges":["#))
    #expect(
      output.standardError == "hoist: graph: presented route 'maze.cover' (full-screen cover) "
        + "cannot be dismissed: give its screen an action that dismisses it\n"
        + "hoist: graph: route 'maze.hidden' is unreachable from every tab root and link: add an "
        + "action or a link that leads to it, or remove it\n")
  }

  @Test func aReadmeWithoutTheSectionIsAnError() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-readme-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data("# No section\n".utf8).write(to: file)
    var options = HoistInvocation.GraphOptions()
    options.updateReadme = file.path
    let output = CapturedOutput()
    let status = GraphCommand.run(options, output: output, environment: [:]) { _ in
      try MazeApp.graph()
    }
    #expect(status == 1)
    #expect(
      output.standardError
        == "hoist: graph: \(file.path) has no section <!-- BEGIN GENERATED: navigation-graph --> "
        + "… <!-- END GENERATED: navigation-graph -->; add the two markers where the graph goes\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == "# No section\n")
  }

  @Test func updatingAReadmeThatIsCurrentSaysSoAndLeavesItAlone() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-readme-\(UUID().uuidString).md")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      "# T\n<!-- BEGIN GENERATED: navigation-graph -->\n<!-- END GENERATED: navigation-graph -->\n"
        .utf8
    ).write(to: file)
    var options = HoistInvocation.GraphOptions()
    options.updateReadme = file.path
    let first = CapturedOutput()
    _ = GraphCommand.run(options, output: first, environment: [:]) { _ in try MazeApp.graph() }
    #expect(
      first.standardError.hasSuffix(
        "hoist: graph: updated the navigation-graph section of \(file.path)\n"))
    let inode = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
    let again = CapturedOutput()
    _ = GraphCommand.run(options, output: again, environment: [:]) { _ in try MazeApp.graph() }
    #expect(
      again.standardError.hasSuffix(
        "hoist: graph: the navigation-graph section of \(file.path) is already up to date\n"))
    #expect(!again.standardError.contains("updated"))
    let after = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber]
    #expect(after as? Int == inode as? Int)
  }

  @Test func svgNamesTheMissingProgram() {
    var options = HoistInvocation.GraphOptions()
    options.format = .svg
    let output = CapturedOutput()
    let status = GraphCommand.run(options, output: output, environment: ["PATH": "/nonexistent"])
    #expect(status == 1)
    #expect(output.standardOutput == "")
    #expect(
      output.standardError
        == "hoist: graph: --format svg needs Graphviz's 'dot' program, which is not on PATH; "
        + "install it (Debian, Ubuntu: apt-get install graphviz) or print --format dot\n")
  }

  /// A folder holding an executable `dot` with the given content.
  private static func fakeDot(_ content: String) throws -> (folder: URL, dot: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("hoist-dot-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let dot = folder.appendingPathComponent("dot")
    try Data(content.utf8).write(to: dot)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dot.path)
    return (folder, dot)
  }

  @Test func aDotThatCannotStartIsNamedWithWhatToDo() throws {
    // Executable, but not a program: no interpreter line, no machine code.
    let (folder, dot) = try Self.fakeDot("not a program\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    var options = HoistInvocation.GraphOptions()
    options.format = .svg
    let output = CapturedOutput()
    let status = GraphCommand.run(options, output: output, environment: ["PATH": folder.path]) {
      _ in try MazeApp.graph()
    }
    #expect(status == 1)
    #expect(output.standardOutput == "")
    #expect(
      output.standardError
        == "hoist: graph: cannot start Graphviz's 'dot' at '\(dot.path)': exec format error; "
        + "reinstall Graphviz (Debian, Ubuntu: apt-get install graphviz), put a working 'dot' "
        + "first on PATH, or print --format dot\n")
  }

  @Test func aDotThatFailsIsNamedWithItsStatusAndMessage() throws {
    let (folder, dot) = try Self.fakeDot(
      "#!/bin/sh\necho 'Error: syntax error in line 1' >&2\nexit 3\n")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(
      GraphvizDot.svg(from: "digraph {}", environment: ["PATH": folder.path])
        == .failure(.failed(path: dot.path, status: 3, message: "Error: syntax error in line 1")))
    #expect(
      GraphvizDot.Failure.failed(path: "/x/dot", status: 3, message: "bad").description
        == "Graphviz's 'dot' at '/x/dot' failed with exit status 3: bad; print --format dot to "
        + "see the graph it was given")
  }

  @Test func aReadmeTheGraphCannotWriteIsNamedWithWhatToDo() throws {
    let text =
      "# T\n<!-- BEGIN GENERATED: navigation-graph -->\n<!-- END GENERATED: navigation-graph -->\n"
    let readme = try UnwritableReadme(text: text)
    defer { readme.remove() }
    var options = HoistInvocation.GraphOptions()
    options.updateReadme = readme.file.path
    let output = CapturedOutput()
    let status = GraphCommand.run(options, output: output, environment: [:]) { _ in
      try MazeApp.graph()
    }
    #expect(status == 1)
    #expect(
      output.standardError.hasPrefix(
        "hoist: graph: cannot write the README '\(readme.file.path)': "
          + "'\(readme.blocker.path)': file exists; nothing was changed (make sure its folder "
          + "exists and can be written, move away anything standing at the named temporary "
          + "file, then run the command again)\n"))
    #expect(try readme.text() == text)
  }

  @Test(
    "svg is drawn by Graphviz's dot (skipped when it is not installed)",
    .enabled(if: GraphvizDot.executable(in: ProcessInfo.processInfo.environment) != nil))
  func svgIsDrawnByDotWhenInstalled() throws {
    let environment = ProcessInfo.processInfo.environment
    var options = HoistInvocation.GraphOptions()
    options.format = .svg
    let output = CapturedOutput()
    #expect(GraphCommand.run(options, output: output, environment: environment) == 0)
    #expect(output.standardOutput.contains("<svg"))
    #expect(output.standardOutput.contains("library.seriesList"))
  }

  @Test func theDocsPictureIsCurrent() throws {
    let file = DocumentLocations.navigationGraph
    let text = try DocumentLocations.text(file)
    let section = try #require(
      GraphCommand.section(in: text), "\(file) has no navigation-graph section")
    let graph = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
      .navigationGraph()
    #expect(
      section == GraphCommand.readmeSection(graph),
      "\(file)'s navigation graph is stale: run `swift run hoist graph --update-readme \(file)`"
    )
  }

  @Test func updatingReplacesOnlyTheSection() throws {
    let graph = try MazeApp.graph()
    let document =
      "# T\n<!-- BEGIN GENERATED: navigation-graph -->\nold\n<!-- END GENERATED: navigation-graph -->\ntail\n"
    #expect(
      GraphCommand.updating(document, with: graph)
        == "# T\n<!-- BEGIN GENERATED: navigation-graph -->\n" + GraphCommand.readmeSection(graph)
        + "<!-- END GENERATED: navigation-graph -->\ntail\n")
    #expect(GraphCommand.updating("no section", with: graph) == nil)
  }
}
