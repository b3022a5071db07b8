import NavLintCore
import SwiftParser
import TestSupport
import Testing

/// Swift's scoping in the router model: a `private` or `fileprivate` type is another type
/// than one of the same name in another file, and a type declared again in a later `#if`
/// clause is another declaration than the first clause's.
struct TypeScopeCaseTests {
  /// Lints each file against an index of all of them, checking the markers of each.
  private func assertFiles(_ files: [(path: String, marked: String)]) {
    let index = ProjectIndex(
      files: files.map {
        FileIndex(tree: Parser.parse(source: MarkedSource($0.marked).text), path: $0.path)
      })
    for file in files {
      assertLint(LeafRouterMutationRule.self, file.marked, path: file.path, index: index)
    }
  }

  @Test func aPrivateRouterDoesNotMakeAPublicOneOfTheSameNameARouter() {
    assertFiles([
      (
        "Sources/App/Home.swift",
        """
        private final class Router: ObservableObject {
          @Published var path = NavigationPath()
          func push(_ id: Int) { path.append(id) }
        }
        struct Home: View {
          @StateObject private var router = Router()
          var body: some View { NavigationStack(path: $router.path) { Row(router: router) } }
        }
        private struct Row: View {
          @ObservedObject var router: Router
          var body: some View { Button("Open") { router.1️⃣push(1) } }
        }
        """
      ),
      (
        "Sources/App/Panel.swift",
        """
        final class Router {
          var path: [Int] = []
          func push(_ id: Int) { path.append(id) }
        }
        struct Panel: View {
          let router: Router
          var body: some View { Button("Log") { router.push(1) } }
        }
        """
      ),
    ])
  }

  @Test func aPublicRouterDoesNotMakeAPrivateOneOfTheSameNameARouter() {
    assertFiles([
      (
        "Sources/App/Root.swift",
        """
        final class Router: ObservableObject {
          @Published var path = NavigationPath()
          func push(_ id: Int) { path.append(id) }
        }
        struct Root: View {
          @StateObject var router = Router()
          var body: some View { NavigationStack(path: $router.path) { Leaf(router: router) } }
        }
        struct Leaf: View {
          let router: Router
          var body: some View { Button("Open") { router.1️⃣push(1) } }
        }
        """
      ),
      (
        "Sources/App/History.swift",
        """
        private final class Router {
          var path: [String] = []
          func push(_ id: Int) { path.append("\\(id)") }
        }
        struct HistoryView: View {
          let router = Router()
          var body: some View { Button("Record") { router.push(1) } }
        }
        """
      ),
    ])
  }

  @Test func aFileprivateClassExtendedInItsFileIsItsOwnRouter() {
    assertFiles([
      (
        "Sources/App/Library.swift",
        """
        fileprivate final class Navigator: ObservableObject {
          @Published var stack = NavigationPath()
        }
        extension Navigator {
          func open(_ id: Int) { stack.append(id) }
          func close() { reset() }
          private func reset() { stack = NavigationPath() }
        }
        struct Library: View {
          @StateObject fileprivate var navigator = Navigator()
          var body: some View {
            NavigationStack(path: $navigator.stack) { Shelf(navigator: navigator) }
          }
        }
        fileprivate struct Shelf: View {
          let navigator: Navigator
          var body: some View {
            Button("Open") { navigator.1️⃣open(1) }
            Button("Close") { navigator.2️⃣close() }
          }
        }
        """
      ),
      (
        "Sources/App/Player.swift",
        """
        final class Navigator {
          var stack: [Int] = []
          func open(_ id: Int) { stack.append(id) }
          func close() { stack.removeAll() }
        }
        struct Player: View {
          let navigator: Navigator
          var body: some View {
            Button("Queue") { navigator.open(1) }
            Button("Clear") { navigator.close() }
          }
        }
        """
      ),
    ])
  }

  @Test func aPrivateStructHoldingTheBoundPathIsOnlyItsFilesRouter() {
    assertFiles([
      (
        "Sources/App/Flow.swift",
        """
        private struct Flow {
          var path = NavigationPath()
          mutating func next() { path.append(1) }
        }
        struct FlowRoot: View {
          @State private var flow = Flow()
          var body: some View { NavigationStack(path: $flow.path) { Step(flow: $flow) } }
        }
        private struct Step: View {
          @Binding var flow: Flow
          var body: some View { Button("Next") { flow.1️⃣next() } }
        }
        """
      ),
      (
        "Sources/App/Wizard.swift",
        """
        struct Flow {
          var path: [Int] = []
          mutating func next() { path.append(1) }
        }
        struct Wizard: View {
          @State var flow = Flow()
          var body: some View { Button("Next") { flow.next() } }
        }
        """
      ),
    ])
  }

  @Test func ifConfigClausesDeclareDifferentTypes() {
    assertFiles([
      (
        "Sources/App/Router.swift",
        """
        #if os(iOS)
        final class Router: ObservableObject {
          @Published var path = NavigationPath()
          func show(_ id: Int) { path.append(id) }
        }
        #elseif os(macOS)
        final class Router: ObservableObject {
          var path: [Int] = []
          func back() { path.removeLast() }
        }
        #else
        final class Router: ObservableObject {
          @Published var path = NavigationPath()
          func log(_ id: Int) { path.append(id) }
        }
        struct OtherRoot: View {
          @StateObject var router = Router()
          var body: some View { NavigationStack(path: $router.path) { OtherLeaf(router: router) } }
        }
        struct OtherLeaf: View {
          let router: Router
          var body: some View { Button("Log") { router.1️⃣log(1) } }
        }
        #endif
        """
      ),
      (
        "Sources/App/Screens.swift",
        """
        struct Root: View {
          @StateObject var router = Router()
          var body: some View { NavigationStack(path: $router.path) { Leaf(router: router) } }
        }
        struct Leaf: View {
          let router: Router
          var body: some View {
            Button("Show") { router.1️⃣show(1) }
            Button("Back") { router.back() }
            Button("Log") { router.log(1) }
          }
        }
        """
      ),
    ])
  }
}
