import NavLintCore
import SwiftParser
import TestSupport
import Testing

/// The kinds the second table of docs/NAVLINT.md found on apps navlint had never seen: base
/// classes of routers, paths no stack binds, local copies and test code; with the
/// neighbours of each kind.
struct RouterOwnershipCaseTests {
  private static func plain(_ quote: String) -> String {
    "'\(quote)' changes a navigation stack outside the view or object that owns it; move the "
      + "change to the view or object that owns the stack"
  }

  // MARK: - A base class is the router of its subclasses

  @Test func methodsInheritedFromABaseThatStoresThePathAreMutating() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      enum Step: Hashable { case detail(id: Int), list }
      class BaseCoordinator: ObservableObject {
        @Published var path = NavigationPath()
        @Published var sheet: Step?
        func push(_ step: Step) {
          guard canHandle(step) else { return }
          path.append(step)
        }
        func pop() {
          guard !path.isEmpty else { return }
          path.removeLast()
        }
        func popToRoot() { path.removeLast(path.count) }
        func present(_ step: Step) { sheet = step }
        func canHandle(_ step: Step) -> Bool { true }
      }
      final class MissionCoordinator: BaseCoordinator {
        override func canHandle(_ step: Step) -> Bool { step != .list }
      }
      struct TabsView: View {
        @ObservedObject var missions: MissionCoordinator
        var body: some View {
          NavigationStack(path: $missions.path) { MissionList(coordinator: missions) }
        }
      }
      struct MissionList: View {
        @ObservedObject var coordinator: MissionCoordinator
        var body: some View {
          Button("Open") { coordinator.1️⃣push(.detail(id: 1)) }
          Button("Back") { coordinator.2️⃣pop() }
          Button("Home") { coordinator.3️⃣popToRoot() }
          Button("Info") { coordinator.present(.list) }
          Text(coordinator.canHandle(.list) ? "yes" : "no")
        }
      }
      """,
      findings: [
        FindingSpec("1️⃣", message: Self.plain("coordinator.push")),
        FindingSpec("2️⃣", message: Self.plain("coordinator.pop")),
        FindingSpec("3️⃣", message: Self.plain("coordinator.popToRoot")),
      ])
  }

  @Test func aTwoLevelChainWithOpenAndOverriddenMethods() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      open class FlowBase: ObservableObject {
        @Published public var stack: [Int] = []
        open func show(_ number: Int) { stack.append(number) }
        public func reset() { stack = [] }
        public func count() -> Int { stack.count }
      }
      class TabFlow: FlowBase {
        override func show(_ number: Int) { super.show(number + 1) }
        func home() { reset() }
        func again() { self.stack.append(0) }
      }
      final class ShopFlow: TabFlow {
        func deals() { show(9) }
      }
      struct ShopTab: View {
        @StateObject var flow = ShopFlow()
        var body: some View { NavigationStack(path: $flow.stack) { Shelf() } }
      }
      struct Shelf: View {
        @EnvironmentObject var flow: ShopFlow
        @EnvironmentObject var base: FlowBase
        var body: some View {
          Button("a") { flow.1️⃣show(2) }
          Button("b") { flow.2️⃣home() }
          Button("c") { flow.3️⃣reset() }
          Button("d") { flow.4️⃣deals() }
          Button("e") { flow.5️⃣again() }
          Button("f") { base.6️⃣reset() }
          Text("\\(flow.count())")
        }
      }
      """,
      findings: [
        FindingSpec("1️⃣", message: Self.plain("flow.show")),
        FindingSpec("2️⃣", message: Self.plain("flow.home")),
        FindingSpec("3️⃣", message: Self.plain("flow.reset")),
        FindingSpec("4️⃣", message: Self.plain("flow.deals")),
        FindingSpec("5️⃣", message: Self.plain("flow.again")),
        FindingSpec("6️⃣", message: Self.plain("base.reset")),
      ])
  }

  @Test func aBaseInAnotherFileOwnsItsWrites() throws {
    let base = """
      class Coordinator<Page: Hashable>: ObservableObject {
        @Published var path = NavigationPath()
        func push(_ page: Page) { path.append(page) }
        func pop() { path.removeLast() }
      }
      """
    let leaf = """
      enum HomePage: Hashable { case product }
      final class HomeCoordinator: Coordinator<HomePage> {}
      struct HomeRoot: View {
        @State var coordinator = HomeCoordinator()
        var body: some View { NavigationStack(path: $coordinator.path) { HomeScreen() } }
      }
      struct HomeScreen: View {
        @Environment(HomeCoordinator.self) var coordinator
        var body: some View { Button("Buy") { coordinator.1️⃣push(.product) } }
      }
      """
    let index = ProjectIndex(files: [
      FileIndex(tree: Parser.parse(source: base), path: "Sources/App/Coordinator.swift"),
      FileIndex(
        tree: Parser.parse(source: MarkedSource(leaf).text), path: "Sources/App/View.swift"),
    ])
    assertLint(
      LeafRouterMutationRule.self, leaf,
      findings: [FindingSpec(message: Self.plain("coordinator.push"))], index: index)
    // The base's own file: its writes are the router's own.
    assertLint(
      LeafRouterMutationRule.self, base, findings: [], path: "Sources/App/Coordinator.swift",
      index: index)
    // Without the subclass's file nothing binds the base's path: it is no router either.
    assertLint(
      LeafRouterMutationRule.self, base, findings: [], path: "Sources/App/Coordinator.swift")
  }

  @Test func aSubclassOfABoundClassOwnsWhatItsBaseOwns() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      class Navigator: ObservableObject {
        @Published var trail: [Int] = []
        func back() { trail.removeLast() }
      }
      final class DeepNavigator: Navigator {
        func deeper() { trail.append(trail.count) }
      }
      struct Root: View {
        @StateObject var navigator = Navigator()
        var body: some View { NavigationStack(path: $navigator.trail) { Row() } }
      }
      struct Row: View {
        @EnvironmentObject var deep: DeepNavigator
        var body: some View {
          Button("Deeper") { deep.1️⃣deeper() }
          Button("Back") { deep.2️⃣back() }
        }
      }
      """,
      findings: [
        FindingSpec("1️⃣", message: Self.plain("deep.deeper")),
        FindingSpec("2️⃣", message: Self.plain("deep.back")),
      ])
  }

  @Test func aSubclassThatDeclaresItsOwnPathDoesNotMakeTheBaseARouter() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      class Screen: ObservableObject {
        var history = NavigationPath()
        func remember(_ id: Int) { history.append(id) }
      }
      final class Flow: Screen {
        @Published var path = NavigationPath()
      }
      struct Root: View {
        @StateObject var flow = Flow()
        var body: some View { NavigationStack(path: $flow.path) { Row() } }
      }
      struct Row: View {
        @EnvironmentObject var flow: Flow
        var body: some View { Button("Keep") { flow.remember(1) } }
      }
      """,
      findings: [])
  }

  // MARK: - A path no stack binds, a local copy

  @Test func aClassKeepingAPathNoStackBindsIsNoRouter() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      final class PathManager: ObservableObject {
        @Published var path = NavigationPath()
        private var saved = NavigationPath()
        private var previous = NavigationPath()
        init(path: NavigationPath) { self.path = path }
        func pop() { path.removeLast() }
        func pushAndSave<T: Hashable>(_ value: T) {
          path.append(value)
          self.saved.append(value)
        }
        func track() {
          $path.sink { path in
            var popped: NavigationPath = self.previous
            popped.removeLast(self.previous.count - 1)
            self.previous = path
          }
        }
      }
      struct BackBar: View {
        let manager: PathManager
        var body: some View { Button("Back") { manager.pop() } }
      }
      """,
      findings: [])
  }

  @Test func aLocalCopyIsNoStackButWritingItBackIs() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      struct Flow: View {
        @State private var path = NavigationPath()
        var body: some View { NavigationStack(path: $path) { Child(path: $path) } }
      }
      struct Child: View {
        @Binding var path: NavigationPath
        var body: some View {
          Button("Two") {
            var next = path
            next.append(1)
            var empty = NavigationPath()
            empty.append(2)
            1️⃣path = next
          }
        }
      }
      func restored(_ data: [Int]) -> NavigationPath {
        var result = NavigationPath()
        for item in data { result.append(item) }
        return result
      }
      """,
      findings: [FindingSpec(message: Self.plain("path ="))])
  }

  // MARK: - A router reached through a protocol or a generic parameter

  @Test func aGenericParameterBoundToAStackMakesItsProtocolARouter() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      enum Route: Hashable { case details(id: Int) }
      protocol NavigationRouting: AnyObject, ObservableObject {
        var stack: [Route] { get }
        func push(route: Route)
        func pop()
        func present(popup: Int)
        func set(stack: [Route])
      }
      final class DefaultRouter: NavigationRouting {
        private(set) var stack: [Route] = []
        @Published var popup: Int?
        func push(route: Route) { stack.append(route) }
        func pop() { stack.removeLast() }
        func present(popup: Int) { self.popup = popup }
        func set(stack: [Route]) { self.stack = stack }
      }
      struct HomeView<Router: NavigationRouting>: View {
        @ObservedObject var router: Router
        var body: some View {
          NavigationStack(
            path: .init(get: { router.stack }, set: { stack in router.set(stack: stack) })
          ) {
            ListScreen(model: ListModel(router: router))
          }
        }
      }
      final class ListModel {
        private let router: any NavigationRouting
        init(router: any NavigationRouting) { self.router = router }
        func open(_ id: Int) { router.1️⃣push(route: .details(id: id)) }
        func info() { router.present(popup: 1) }
      }
      struct DetailsScreen<R: NavigationRouting>: View {
        let router: R
        var body: some View { Button("Back") { router.2️⃣pop() } }
      }
      struct EditScreen<R>: View where R: NavigationRouting & AnyObject {
        let router: R
        var body: some View { Button("Done") { router.3️⃣pop() } }
      }
      """,
      findings: [
        FindingSpec("1️⃣", message: Self.plain("router.push")),
        FindingSpec("2️⃣", message: Self.plain("router.pop")),
        FindingSpec("3️⃣", message: Self.plain("router.pop")),
      ])
  }

  @Test func aProtocolConformedToByABoundRouterAndItsExtension() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      protocol Coordinating: AnyObject {
        var path: NavigationPath { get set }
        func push(_ page: Int)
      }
      extension Coordinating {
        func popToRoot() { path = NavigationPath() }
        func back() { popToRoot() }
        func describe() -> String { "\\(path.count)" }
      }
      @Observable final class HomeCoordinator: Coordinating {
        var path = NavigationPath()
        func push(_ page: Int) { path.append(page) }
      }
      protocol Greeting { func greet() }
      struct HomeRoot: View {
        @State var coordinator = HomeCoordinator()
        var body: some View { NavigationStack(path: $coordinator.path) { Text("a") } }
      }
      final class HomeModel {
        let coordinator: any Coordinating
        let home: HomeCoordinator
        let greeting: any Greeting
        init(coordinator: any Coordinating, home: HomeCoordinator, greeting: any Greeting) {
          self.coordinator = coordinator
          self.home = home
          self.greeting = greeting
        }
        func next() { coordinator.1️⃣push(2) }
        func reset() { coordinator.2️⃣back() }
        func goHome() { home.3️⃣popToRoot() }
        func text() -> String { coordinator.describe() }
        func hello() { greeting.greet() }
      }
      """,
      findings: [
        FindingSpec("1️⃣", message: Self.plain("coordinator.push")),
        FindingSpec("2️⃣", message: Self.plain("coordinator.back")),
        FindingSpec("3️⃣", message: Self.plain("home.popToRoot")),
      ])
  }

  // MARK: - Test code drives routers directly

  @Test func testCodeIsNotChecked() {
    let source = """
      final class Coordinator: ObservableObject {
        @Published var path = NavigationPath()
        func push(_ id: Int) { path.append(id) }
      }
      struct Root: View {
        @StateObject var coordinator = Coordinator()
        var body: some View { NavigationStack(path: $coordinator.path) { Text("a") } }
      }
      struct CoordinatorChecks {
        let coordinator = Coordinator()
        func pushes() {
          coordinator.push(1)
          coordinator.path.append(2)
          coordinator.path = NavigationPath()
        }
      }
      """
    for path in [
      "Tests/AppTests/CoordinatorTests.swift", "Navigation/NavigationTests/Mission/Checks.swift",
      "Tests/Checks.swift", "App/UITests/Flow.swift",
    ] {
      assertLint(LeafRouterMutationRule.self, source, findings: [], path: path)
    }
    for module in ["XCTest", "Testing"] {
      assertLint(
        LeafRouterMutationRule.self, "import \(module)\n" + source, findings: [],
        path: "Sources/App/Checks.swift")
    }
    // Outside test code the same calls are findings.
    #expect(
      lint(LeafRouterMutationRule.self, source, path: "Sources/Tests.swift").map(\.message) == [
        Self.plain("coordinator.push"), Self.plain("coordinator.path.append"),
        Self.plain("coordinator.path ="),
      ])
    #expect(
      lint(LeafRouterMutationRule.self, source, path: "Sources/TestsHelpers/Checks.swift").count
        == 3)
  }
}
