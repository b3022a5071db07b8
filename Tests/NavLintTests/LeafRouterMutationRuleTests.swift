import NavLintCore
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
        == "Feature/Row.swift:3:49: warning: 'navigator.open' mutates navigation state outside the composition root; emit an intent instead [leaf-router-mutation]\n"
    )
    #expect(result.exitCode == 0)
  }
}
