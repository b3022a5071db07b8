import Foundation
import NavLintCore
import SwiftParser
import TestSupport
import Testing

struct LeafRouterMutationRuleTests {
  private let routerProject = ProjectInfo(
    routerTypeNames: ["AppRouter"], routerMutatingMethods: ["push", "popToRoot"])

  @Test func reportsPathEditsInAViewGivenThePath() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      struct Child: View {
        @Binding var path: NavigationPath
        var body: some View {
          Button("a") { path.1️⃣append(Route.a) }
          Button("b") { path.2️⃣removeLast() }
          Button("c") { path.3️⃣removeAll() }
          Button("d") { self.path.4️⃣removeFirst() }
          Button("e") { path.5️⃣insert(Route.a, at: 0) }
          Button("f") { 6️⃣path = NavigationPath() }
        }
      }
      func reset(stack: inout NavigationPath) { 7️⃣stack = NavigationPath() }
      """
    )
  }

  @Test func theViewThatBindsItsOwnPathIsTheRouter() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      struct Home: View {
        @State private var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) {
            Button("a") { path.append(Route.a) }
            Button("g") { path += [Route.a] }
            Child(path: $path)
          }
        }
      }
      extension Home {
        func popToRoot() { path = NavigationPath() }
      }
      struct Child: View {
        @Binding var path: NavigationPath
        var body: some View { Button("b") { path.1️⃣removeLast() } }
      }
      """
    )
  }

  @Test func reportsRouterPathAndRouterMethods() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      struct Row: View {
        @Environment(AppRouter.self) private var router
        let model: AppRouter
        var body: some View {
          Button("a") { router.path.1️⃣append(Route.a) }
          Button("b") { 2️⃣model.path = [] }
          Button("c") { router.3️⃣push(.a) }
          Button("d") { model.4️⃣popToRoot() }
          Button("e") { router.describe() }
        }
      }
      """,
      project: routerProject
    )
  }

  @Test func configuredRouterTypesAndMethods() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      func tap(coordinator: Coordinator) {
        coordinator.1️⃣show(.a)
        coordinator.path.2️⃣append(.a)
        coordinator.refresh()
      }
      """,
      options: [
        "routerTypes": .array([.string("Coordinator")]),
        "mutatingMethods": .array([.string("show")]),
      ]
    )
  }

  @Test func silentInTheRouterTypeAndItsExtensions() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      @Observable final class AppRouter {
        var path = NavigationPath()
        func push(_ route: Route) { path.append(route) }
      }
      extension AppRouter {
        func popToRoot() { path = NavigationPath() }
      }
      """,
      project: routerProject
    )
  }

  @Test func silentInTheCompositionRoot() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      struct AppRoot: View {
        @State var router = AppRouter()
        var body: some View {
          NavigationStack(path: $router.path) { Button("x") { router.path.append(1); router.push(.a) } }
        }
      }
      """,
      project: ProjectInfo(
        isCompositionRoot: true, routerTypeNames: ["AppRouter"], routerMutatingMethods: ["push"])
    )
  }

  @Test func aVariableNamedRouterOfAnotherTypeIsNotARouter() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      func handle(router: URLRouter, other: Unknown) {
        router.path = "/home"
        router.path.append("/x")
      }
      func tap() {
        appRouter.path.1️⃣append(1)
      }
      """,
      project: routerProject
    )
  }

  @Test func nearMissesAreSilent() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      func join(_ path: String) -> String {
        var path = path
        path.append("/")
        path = path + "x"
        return path
      }
      struct Row: View {
        let send: (Intent) -> Void
        var items: [Int] = []
        var body: some View {
          Button("a") { send(.opened) }
          // path.append(x)
          Text("router.path.append(x)")
        }
        mutating func add() { items.append(1) }
      }
      """,
      project: routerProject
    )
  }

  @Test func findsInTrailingClosuresIfConfigAndAfterMultiByteText() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      struct Row: View {
        @Environment(AppRouter.self) var router
        var body: some View {
          #if os(iOS)
          Button { router.path.1️⃣append(1) } label: { Text("日本語") }
          #else
          Text("🧭"); Button("x") { router.path.2️⃣removeLast() }
          #endif
        }
      }
      """,
      project: routerProject
    )
  }

  @Test func discoversRouterTypesAndMethodsAcrossFiles() throws {
    let project = try TemporaryProject([
      "App/Root.swift": """
      struct Root: View {
        @State private var router = AppRouter()
        var body: some View { NavigationStack(path: $router.path) { Home() } }
      }
      """,
      "App/AppRouter.swift": """
      @Observable final class AppRouter {
        var path = NavigationPath()
        func open(_ id: Int) { path.append(id) }
        func title() -> String { "" }
      }
      """,
      "Feature/Row.swift": """
      struct Row: View {
        @Environment(AppRouter.self) private var navigator
        var body: some View { Button("x") { navigator.open(1); navigator.title() } }
      }
      """,
      ".navlint.json": #"{"compositionRoot": ["App/Root.swift"]}"#,
    ])
    defer { project.remove() }
    let result = project.run(["--reporter", "text"])
    #expect(
      result.standardOutput
        == "Feature/Row.swift:3:49: warning: 'navigator.open' changes a navigation stack outside "
        + "the view or object that owns it; move the change to the view or object that owns the "
        + "stack [leaf-router-mutation]\n"
    )
    #expect(result.exitCode == 0)
  }
  @Test func namesResolveToTheNearestDeclarationNotTheFile() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      struct Detail: View {
        @Binding var path: NavigationPath
        var body: some View {
          Button("Back") { path.1️⃣removeLast() }
          Button("Home") { 2️⃣self.path = NavigationPath() }
        }
      }
      struct Crumb { let path: String }
      func badge() -> CGPath {
        let path = CGMutablePath()
        path.addRect(.zero)
        return path
      }
      func breadcrumb(_ parts: [String]) -> String {
        var path: [String] = []
        for part in parts { path.append(part) }
        return path.joined()
      }
      struct FileBrowserModel {
        var path: [String] = []
        mutating func open(_ file: String) { path.append(file) }
      }
      """
    )
  }

  @Test func routerNamesResolvePerScopeToo() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      struct Row: View {
        @Environment(AppRouter.self) private var router
        var body: some View { Button("a") { router.3️⃣push(.a) } }
      }
      struct Parser {
        let router: URLRouter
        func run() { router.push(.a); router.path.append("x") }
      }
      func handle(_ router: URLRouter) { router.push(.a) }
      func tap() {
        let router = AppRouter()
        router.path.1️⃣append(1)
        ["x"].forEach { (router: URLRouter) in router.path.append("x") }
        if true { router.2️⃣push(.b) }
      }
      """,
      project: routerProject
    )
  }

  @Test func aBindingToATypedPathIsAPathWhicheverFileBindsIt() throws {
    let root = """
      enum Route: Hashable { case detail(id: UUID) }
      struct Root: View {
        @State private var path: [Route] = []
        var body: some View {
          NavigationStack(path: $path) { Leaf(path: $path) }
        }
      }
      """
    let rootIndex = FileIndex(tree: Parser.parse(source: root), path: "Sources/App/Root.swift")
    let leaf = """
      struct Leaf: View {
        @Binding var path: [Route]
        @Binding var names: [String]
        var body: some View {
          Button("Open") { path.1️⃣append(.detail(id: UUID())) }
          Button("Root") { path.2️⃣removeAll() }
          Button("Name") { names.append("x") }
        }
      }
      """
    let index = ProjectIndex(files: [
      rootIndex,
      FileIndex(
        tree: Parser.parse(source: MarkedSource(leaf).text), path: "Sources/App/View.swift"),
    ])
    assertLint(LeafRouterMutationRule.self, leaf, index: index)
    // Without the root's file, `Route` is not known to be a navigation value.
    assertLint(LeafRouterMutationRule.self, MarkedSource(leaf).text)
  }

  @Test func infersTheCompositionRootWhenNoneIsConfigured() {
    let source = """
      @main
      struct ShopApp: App {
        @State private var router = AppRouter()
        var body: some Scene {
          WindowGroup {
            RootTabView().onOpenURL { url in router.path.append(Route.a) }
          }
        }
      }
      struct RootTabView: View {
        @Environment(AppRouter.self) private var router
        var body: some View {
          @Bindable var router = router
          NavigationStack(path: $router.path) { Home(onIntent: handle) }
        }
        private func handle(_ intent: Intent) { router.push(.a); router.path.append(Route.b) }
      }
      struct Home: View {
        @Environment(AppRouter.self) private var router
        var body: some View { Button("x") { router.1️⃣push(.a) } }
      }
      """
    assertLint(LeafRouterMutationRule.self, source, project: routerProject)
    assertLint(
      LeafRouterMutationRule.self,
      source
        .replacingOccurrences(
          of: "router.path.append(Route.a)", with: "router.path.1️⃣append(Route.a)"
        )
        .replacingOccurrences(
          of: "router.push(.a); router.path.append(Route.b)",
          with: "router.2️⃣push(.a); router.path.3️⃣append(Route.b)"
        )
        .replacingOccurrences(of: "{ router.1️⃣push(.a) } }", with: "{ router.4️⃣push(.a) } }"),
      project: ProjectInfo(
        hasConfiguredCompositionRoot: true, routerTypeNames: ["AppRouter"],
        routerMutatingMethods: ["push", "popToRoot"])
    )
  }
}
