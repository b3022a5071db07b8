import NavLintCore
import TestSupport
import Testing

/// Cases 03 to 11 of the real-app reproductions (`shared/navlint-cases/`) and the near misses
/// around each.
struct RealAppCaseTests {
  // MARK: - 03 destination-in-lazy-container

  @Test func forEachBuildingTabsIsNotLazy() {
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      struct TabRoot: View {
        let title: String
        var body: some View {
          NavigationStack {
            Text(title).navigationDestination(for: Int.self) { n in Text("Item \\(n)") }
          }
        }
      }
      struct Shell: View {
        let titles = ["Home", "Search"]
        var body: some View {
          TabView {
            ForEach(titles, id: \\.self) { title in TabRoot(title: title).tabItem { Text(title) } }
          }
        }
      }
      """,
      findings: [])
  }

  @Test func forEachInEagerStacksGroupsAndToolbarsIsNotLazy() {
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      var body: some View {
        VStack {
          ForEach(items) { Row($0).navigationDestination(for: Int.self) { Text("\\($0)") } }
        }
        HStack { ForEach(items) { Row($0).navigationDestination(isPresented: $a) { A() } } }
        Group { ForEach(items) { Row($0).navigationDestination(item: $b) { B($0) } } }
        List { Text("a") }
          .toolbar { ForEach(items) { Row($0).navigationDestination(for: Int.self) { C($0) } } }
        List {
          Menu("More") { ForEach(items) { Row($0).navigationDestination(for: Int.self) { C($0) } } }
        }
      }
      """,
      findings: [])
  }

  @Test func forEachInsideListOrLazyStackIsLazy() {
    let message = { (place: String) in
      "navigationDestination inside \(place) content is registered per row and only while the "
        + "row is loaded; attach it to the container or higher"
    }
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      var body: some View {
        List {
          Section { ForEach(items) { Row($0).1️⃣navigationDestination(for: Int.self) { A($0) } } }
        }
        ScrollView {
          LazyVStack { ForEach(items) { Row($0).2️⃣navigationDestination(isPresented: $a) { A() } } }
        }
        Form { Group { ForEach(items) { Row($0).3️⃣navigationDestination(item: $b) { B($0) } } } }
      }
      """,
      findings: [
        FindingSpec("1️⃣", message: message("List")),
        FindingSpec("2️⃣", message: message("LazyVStack")),
        FindingSpec("3️⃣", message: message("Form")),
      ])
  }

  @Test func stackInsideListRowEndsTheSearch() {
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      var body: some View {
        List {
          NavigationStack { Text("a").navigationDestination(for: Int.self) { A($0) } }
        }
      }
      """,
      findings: [])
  }

  @Test func projectViewMethodWrappingADestinationIsADestination() {
    let files = [
      "Router.swift": """
      extension View {
        func withAppRouter() -> some View {
          navigationDestination(for: Route.self) { RouteView($0) }
        }
        func padded() -> some View { padding(8) }
      }
      """,
      "Rows.swift": """
      struct Rows: View {
        var body: some View {
          List { Text("a").withAppRouter().padded() }
            .withAppRouter()
        }
      }
      """,
    ]
    let index = ProjectIndex(
      files: files.keys.sorted().map {
        FileIndex(tree: SourceFile(path: $0, text: files[$0] ?? "").tree, path: $0)
      })
    let findings = lint(
      DestinationInLazyContainerRule.self, files["Rows.swift"] ?? "", path: "Rows.swift",
      index: index)
    #expect(
      findings.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
        "3:22 withAppRouter(), which attaches a navigationDestination, inside List content is "
          + "registered per row and only while the row is loaded; attach it to the container or "
          + "higher"
      ])
  }

  // MARK: - 04 route-carries-model

  @Test func wrapperClassIsFollowedToTheEnumItHolds() {
    let suffix =
      " (a navigation value at Sources/App/View.swift:@L19); carry IDs and look the model up at "
      + "the destination"
    assertLint(
      RouteCarriesModelRule.self,
      """
      @Observable final class Article { var title = "" }
      enum Page {
        case article(1️⃣Article)
        case picker(onPick: 2️⃣(String) -> Void)
        case plain(id: Int)
      }
      @Observable final class Frame: Hashable {
        let page: Page
        init(page: Page) { self.page = page }
        static func == (a: Frame, b: Frame) -> Bool { a === b }
        func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
      }
      struct Holder: Hashable { let frame: 4️⃣Frame }
      enum Unrelated { case article(Article) }
      struct Reader: View {
        var body: some View {
          Text("Start")
            .navigationDestination(for: 3️⃣Frame.self) { _ in Text("Page") }
            .navigationDestination(for: Holder.self) { _ in Text("Holder") }
        }
      }
      """,
      findings: [
        FindingSpec(
          "1️⃣", message: "route case Page.article carries Article, a model object" + suffix),
        FindingSpec("2️⃣", message: "route case Page.picker carries a closure" + suffix),
        FindingSpec("4️⃣", message: "route wrapper Holder carries Frame, a model object" + suffix),
        FindingSpec(
          "3️⃣",
          message:
            "navigation value type is Frame, a model object; push a route of IDs and look the "
            + "model up at the destination"),
      ])
  }

  // MARK: - 05 previews

  @Test func previewOnlyHelpersArePreviewCode() {
    assertLint(
      NavigationViewRule.self,
      """
      struct Ticket: View {
        var body: some View { Text("Ticket") }
      }
      #if DEBUG
      #Preview { framed(Ticket()) }
      #Preview("Boxed") { PreviewBox { Ticket() } }
      private func framed(_ v: some View) -> some View { NavigationView { v } }
      private struct PreviewBox<C: View>: View {
        @ViewBuilder var content: () -> C
        var body: some View { NavigationView { content() } }
      }
      #endif
      struct Providers_Previews: PreviewProvider {
        static var previews: some View { NavigationView { Ticket() } }
      }
      """,
      findings: [])
  }

  @Test func helpersProductionCodeUsesAreProductionCode() {
    let message = "NavigationView is deprecated; use NavigationStack or NavigationSplitView"
    assertLint(
      NavigationViewRule.self,
      """
      struct Ticket: View {
        var body: some View { framed(Text("Ticket")) }
      }
      #Preview { framed(Ticket()) }
      private func framed(_ v: some View) -> some View { 1️⃣NavigationView { v } }
      func shared(_ v: some View) -> some View { 2️⃣NavigationView { v } }
      #Preview { shared(Ticket()) }
      """,
      findings: [FindingSpec("1️⃣", message: message), FindingSpec("2️⃣", message: message)])
  }

  @Test func includePreviewsReportsPreviewCode() {
    assertLint(
      NavigationViewRule.self,
      """
      #Preview { framed(Text("a")) }
      private func framed(_ v: some View) -> some View { 1️⃣NavigationView { v } }
      """,
      findings: [
        FindingSpec(
          message: "NavigationView is deprecated; use NavigationStack or NavigationSplitView")
      ],
      options: ["includePreviews": .bool(true)])
  }

  @Test func everyRuleSkipsPreviewsAndPreviewPaths() {
    let source = """
      #Preview { NavigationStack { NavigationStack { Text("a") } } }
      struct Demo: View {
        var body: some View { NavigationStack { NavigationStack { Text("a") } } }
      }
      """
    #expect(lint(NestedNavigationStackRule.self, source).map(\.location.line) == [3])
    #expect(
      lint(NestedNavigationStackRule.self, source, project: ProjectInfo(isPreviewPath: true))
        .isEmpty)
  }

  // MARK: - 08 language mode

  @Test func swiftFiveModeParsesASpaceBeforeAttributeArguments() {
    let text = """
      struct Greeting: View {
        @Environment (\\.colorScheme) var scheme
        var body: some View { NavigationView { Text("Day") } }
      }
      """
    let linter = FileLinter(rules: [ConfiguredRule(NavigationViewRule.self)])
    let five = linter.lint(SourceFile(path: "G.swift", text: text, languageMode: 5))
    #expect(
      five.map { "\($0.ruleID) \($0.location.line):\($0.location.column)" } == [
        "navigation-view 3:25"
      ])
    let six = linter.lint(SourceFile(path: "G.swift", text: text, languageMode: 6))
    #expect(six.map(\.ruleID) == ["parse-error", "navigation-view"])
  }

  // MARK: - 10 capitalized helpers

  @Test func capitalizedViewHelpersAreFollowed() {
    let files = [
      "Card.swift": """
      struct Card: View {
        var body: some View { VStack { Text("Card"); Actions; Footer() } }
        var Actions: some View { Button("Pin") {}.buttonStyle(.plain) }
        func Footer() -> some View { Button("Share") {}.buttonStyle(.plain) }
        var Unused: some View { Button("No") {}.buttonStyle(.plain) }
      }
      """,
      "Feed.swift": """
      struct Feed: View {
        var body: some View { NavigationLink(value: 1) { Card() } }
      }
      """,
    ]
    let index = ProjectIndex(
      files: files.keys.sorted().map {
        FileIndex(tree: SourceFile(path: $0, text: files[$0] ?? "").tree, path: $0)
      })
    let findings = lint(
      NavLinkPlainButtonRule.self, files["Card.swift"] ?? "", path: "Card.swift", index: index)
    #expect(findings.map(\.location.line) == [3, 4])
    #expect(
      findings.first?.message
        == "plain button style in Card (shown in the NavigationLink label at Feed.swift:2) "
        + "swallows the link's tap; use .buttonStyle(.borderless)")
  }

  @Test func capitalizedHelperHoldingAStackIsANestedStack() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      struct Home: View {
        var body: some View { NavigationStack { 1️⃣Inbox } }
        var Inbox: some View { NavigationStack { Text("a") } }
        var Colors: some View { Color.red }
      }
      """,
      findings: [
        FindingSpec(
          message:
            "Inbox holds a NavigationStack and is used inside this stack's content; remove the "
            + "inner stack or present it in a sheet")
      ])
  }

  @Test func presentationWrappersHostTheirOwnStack() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      var body: some View {
        NavigationStack {
          List { Text("a") }
            .bottomSheet(isPresented: $a) { NavigationStack { Text("b") } }
            .customFullScreenCover(item: $c) { _ in NavigationStack { Text("c") } }
            .padding { 1️⃣NavigationStack { Text("d") } }
        }
      }
      """,
      findings: [
        FindingSpec(
          message:
            "NavigationStack inside another NavigationStack's content; push values onto the "
            + "outer stack instead (a stack belongs only at a root or in presented content)")
      ])
  }

  // MARK: - NavigationView inside a NavigationStack

  @Test func navigationViewInsideAStackIsNested() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      var body: some View {
        NavigationStack { List { 1️⃣NavigationView { Text("a") } } }
        NavigationView { Text("alone") }
      }
      """,
      findings: [
        FindingSpec(
          message:
            "NavigationView inside a NavigationStack's content is a nested stack; push values "
            + "onto the outer stack instead (a stack belongs only at a root or in presented "
            + "content)")
      ])
  }

  // MARK: - 11 leaf-router-mutation through member chains

  @Test func routerReachedThroughMemberChainsIsResolved() {
    let project = ProjectInfo(routerTypeNames: ["Navigator"], routerMutatingMethods: ["open"])
    let message = { (code: String) in
      "'\(code)' changes a navigation stack outside the view or object that owns it; move the "
        + "change to the view or object that owns the stack"
    }
    assertLint(
      LeafRouterMutationRule.self,
      """
      enum Screen: Hashable { case about, help }
      final class Navigator: ObservableObject {
        @Published var path: [Screen] = []
        func open(_ screen: Screen) { path.append(screen) }
      }
      final class Session { let navigator: Navigator = Navigator(); var names: [String] = [] }
      final class App { let session = Session() }
      struct HelpRow: View {
        let session: Session
        let app: App
        let navigator: Navigator
        var body: some View {
          Button("About") { session.navigator.1️⃣open(.about) }
          Button("Help") { navigator.2️⃣open(.help) }
          Button("More") { session.navigator.path.3️⃣append(.help) }
          Button("Deep") { app.session.navigator.4️⃣open(.help) }
          Button("Names") { session.names.append("a") }
          Button("Unknown") { session.other.open(.help) }
        }
      }
      """,
      findings: [
        FindingSpec("1️⃣", message: message("session.navigator.open")),
        FindingSpec("2️⃣", message: message("navigator.open")),
        FindingSpec("3️⃣", message: message("session.navigator.path.append")),
        FindingSpec("4️⃣", message: message("app.session.navigator.open")),
      ],
      project: project)
  }
}

/// Engine-level behaviours from the real-app runs: project scopes, documentation catalogs,
/// language modes from `Package.swift`, router discovery through member chains.
struct RealAppEngineTests {
  @Test func twoProjectsInOneRunGetTheFindingsEachGetsAlone() throws {
    let row = """
      struct Row: View {
        var body: some View { Button("Pin") {}.buttonStyle(.plain) }
      }
      """
    let project = try TemporaryProject([
      "One/Package.swift": "// swift-tools-version:5.9\n",
      "One/Sources/A/Row.swift": row,
      "One/Sources/A/Feed.swift": """
      struct Feed: View { var body: some View { NavigationLink(value: 1) { Row() } } }
      """,
      "Two/Package.swift": "// swift-tools-version:5.9\n",
      "Two/Sources/B/Row.swift": row,
    ])
    defer { project.remove() }
    let both = project.run(["One", "Two"])
    let one = project.run(["One"])
    let two = project.run(["Two"])
    let lines = { (result: CommandResult) in
      result.standardOutput.split(separator: "\n").filter { $0.contains("[navlink-plain-button]") }
    }
    #expect(lines(both).count == 1)
    #expect(lines(both) == lines(one))
    #expect(lines(two).isEmpty)
  }

  @Test func doccCatalogsAreNotLinted() throws {
    let project = try TemporaryProject([
      "Sources/A/Docs.docc/Resources/step-1.swift": "NavigationView { Text(\"a\") ",
      "Sources/A/View.swift": "let a = 1\n",
    ])
    defer { project.remove() }
    let result = project.run(["."])
    #expect(result.standardError.contains("navlint: 1 file, 0 errors, 0 warnings"))
  }

  @Test func packageLanguageModeDecidesHowFilesParse() throws {
    let source = "struct G: View {\n  @Environment (\\.colorScheme) var scheme\n}\n"
    let five = try TemporaryProject([
      "Package.swift": "// swift-tools-version:5.9\n", "Sources/A/G.swift": source,
    ])
    defer { five.remove() }
    #expect(!five.run(["."]).standardOutput.contains("parse-error"))
    let six = try TemporaryProject([
      "Package.swift": "// swift-tools-version:6.0\n", "Sources/A/G.swift": source,
    ])
    defer { six.remove() }
    #expect(six.run(["."]).standardOutput.contains("parse-error"))
    let sixInFiveMode = try TemporaryProject([
      "Package.swift": """
      // swift-tools-version:6.0
      let package = Package(name: "A", targets: [.target(name: "A")], swiftLanguageModes: [.v5])
      """,
      "Sources/A/G.swift": source,
    ])
    defer { sixInFiveMode.remove() }
    #expect(!sixInFiveMode.run(["."]).standardOutput.contains("parse-error"))
  }
}
