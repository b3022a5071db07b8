import NavLintCore
import TestSupport
import Testing

/// Cases 12 to 19 of the real-app reproductions (`shared/navlint-cases/`), from apps navlint
/// had never seen, and the neighbours of each kind.
struct RouterModelCaseTests {
  private static func plain(_ quote: String) -> String {
    "'\(quote)' changes a navigation stack outside the view or object that owns it; move the "
      + "change to the view or object that owns the stack"
  }

  private static func hoist(_ quote: String) -> String {
    "'\(quote)' mutates navigation state outside the composition root; emit an intent instead"
  }

  // MARK: - 12 a router is what owns the bound state

  @Test func routerStackUnderAnotherName() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      enum Shelf: Hashable { case book(id: Int) }
      @MainActor final class Navigator: ObservableObject {
        @Published var libraryStack: [Shelf] = []
        func show(book id: Int) { libraryStack.append(.book(id: id)) }
      }
      struct LibraryTab: View {
        @StateObject var navigator = Navigator()
        var body: some View {
          NavigationStack(path: $navigator.libraryStack) { BookRow(id: 1) }
            .environmentObject(navigator)
        }
      }
      struct BookRow: View {
        @EnvironmentObject var navigator: Navigator
        let id: Int
        var body: some View { Button("Open") { navigator.1️⃣show(book: id) } }
      }
      """,
      findings: [FindingSpec(message: Self.plain("navigator.show"))])
  }

  @Test func mutatingMethodsAreFoundThroughTheTypesOwnMethodsToAnyDepth() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      @Observable final class Coordinator {
        var stack = NavigationPath()
        var title = ""
        func reset() { stack = NavigationPath() }
        func signOut() { clear() }
        private func clear() { reset() }
        func rename(_ name: String) { title = name }
      }
      extension Coordinator {
        func home() { self.signOut() }
      }
      struct Root: View {
        @State private var coordinator = Coordinator()
        var body: some View { NavigationStack(path: $coordinator.stack) { Menu() } }
      }
      struct Menu: View {
        @Environment(Coordinator.self) private var coordinator
        var body: some View {
          Button("Home") { coordinator.1️⃣home() }
          Button("Out") { coordinator.2️⃣signOut() }
          Button("Rename") { coordinator.rename("a") }
          Button("Back") { coordinator.stack.3️⃣removeLast() }
          Button("Root") { 4️⃣coordinator.stack = NavigationPath() }
          Button("Title") { coordinator.title = "b" }
        }
      }
      """,
      findings: [
        FindingSpec("1️⃣", message: Self.plain("coordinator.home")),
        FindingSpec("2️⃣", message: Self.plain("coordinator.signOut")),
        FindingSpec("3️⃣", message: Self.plain("coordinator.stack.removeLast")),
        FindingSpec("4️⃣", message: Self.plain("coordinator.stack =")),
      ])
  }

  @Test func nestedStateOwnsTheChainBelowIt() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      struct Routing { var trail: [Int] = []; mutating func drop() { trail.removeAll() } }
      final class AppState: ObservableObject {
        @Published var routing = Routing()
        func goHome() { routing.trail = [] }
        func log() { print(routing.trail) }
      }
      struct Root: View {
        @StateObject var appState = AppState()
        var body: some View { NavigationStack(path: $appState.routing.trail) { Row() } }
      }
      struct Row: View {
        @EnvironmentObject var appState: AppState
        var body: some View {
          Button("Home") { appState.1️⃣goHome() }
          Button("Log") { appState.log() }
        }
      }
      """,
      findings: [FindingSpec(message: Self.plain("appState.goHome"))])
  }

  // MARK: - Hoist's own Router

  @Test func hoistsRouterIsKnownWithoutConfiguration() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      import NavigationRouter
      import SwiftUI

      struct SeriesRow: View {
        @Environment(Router.self) private var router
        var body: some View {
          Button("Open") { router.1️⃣apply([.push(route)]) }
          Button("Send") { _ = router.2️⃣send(intent, from: nil) }
          Button("OK") { _ = router.3️⃣confirmAlert() }
          Button("Cancel") { router.4️⃣cancelAlert() }
          Button("Link") { router.5️⃣open(url) }
          Button("Reset") { router.6️⃣replaceState(state) }
          Text(router.title(for: nil))
        }
      }
      struct RouterTests {
        @Test func pushes() { router.apply([.push(route)]) }
      }
      """,
      findings: [
        FindingSpec("1️⃣", message: Self.hoist("router.apply")),
        FindingSpec("2️⃣", message: Self.hoist("router.send")),
        FindingSpec("3️⃣", message: Self.hoist("router.confirmAlert")),
        FindingSpec("4️⃣", message: Self.hoist("router.cancelAlert")),
        FindingSpec("5️⃣", message: Self.hoist("router.open")),
        FindingSpec("6️⃣", message: Self.hoist("router.replaceState")),
      ])
  }

  @Test func aRouterOfAnotherModuleIsNotHoists() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      import SwiftUI

      struct Row: View {
        let store: Store
        var body: some View {
          Button("Open") { store.send(.tapped) }
          Button("Apply") { store.apply(filter) }
        }
      }
      """,
      findings: [])
  }

  // MARK: - 13 every spelling of a binding names the same owner

  @Test func selfDollarBindingOwnsTheStack() {
    assertLint(
      LeafRouterMutationRule.self,
      """
      @MainActor final class TabRouter: ObservableObject { @Published var path = NavigationPath() }
      struct SettingsTab: View {
        @StateObject var router = TabRouter()
        var body: some View {
          NavigationStack(path: self.$router.path) { Text("Settings") }
            .onDisappear { router.path = NavigationPath() }
        }
      }
      struct HelpTab: View {
        @State private var trail: [Int] = []
        var body: some View {
          NavigationStack(path: self.$trail) { Text("Help") }
            .onDisappear { trail = [] }
        }
      }
      struct NotesTab: View {
        @StateObject var router = TabRouter()
        var body: some View {
          NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) {
            Text("Notes")
          }
          .onDisappear { router.path = NavigationPath() }
        }
      }
      struct Leaf: View {
        @EnvironmentObject var router: TabRouter
        var body: some View { Button("x") { router.path.1️⃣removeLast() } }
      }
      """,
      findings: [FindingSpec(message: Self.plain("router.path.removeLast"))])
  }

  // MARK: - 14 view helpers of any spelling, at the base of a modifier chain

  @Test func capitalizedHelperAtTheBaseOfAChain() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      struct ProfileScreen: View {
        var body: some View {
          NavigationStack {
            1️⃣Details.background(.thinMaterial)
            Badges.padding()
            Color.red.opacity(0.5)
          }
        }
        var Details: some View {
          VStack {
            Text("Profile")
            NavigationStack { Text("nested") }
          }
        }
        var Badges: some View { HStack { Text("a") } }
      }
      """,
      findings: [
        FindingSpec(
          message:
            "Details holds a NavigationStack and is used inside this stack's content; remove the "
            + "inner stack or present it in a sheet")
      ])
  }

  @Test func aNumberedCopyOfSheetPresentsItsContent() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      struct Details: View {
        @State private var shown = false
        var body: some View {
          NavigationStack {
            List { Text("a") }
              .sheet2(isPresented: $shown, content: { NavigationStack { Text("b") } })
          }
        }
      }
      """,
      findings: [])
  }

  // MARK: - 15 IDs are IDs

  @Test func newtypeOverAnIdentifierValueIsAnID() {
    let marked = """
      struct FeedAddress: Hashable, Codable { let url: URL }
      struct Blob: Hashable { let data: Data }
      struct Slug: Hashable { let rawValue: String }
      struct Feed: Hashable { let url: URL; let title: String }
      final class Box: Hashable { let url: URL }
      enum ReaderRoute: Hashable {
        case feed(FeedAddress)
        case blob(Blob)
        case slug(Slug)
        case full(1️⃣Feed)
        case boxed(2️⃣Box)
      }
      struct Feeds: View {
        var body: some View {
          Text("a").navigationDestination(for: ReaderRoute.self) { _ in Text("Feed") }
        }
      }
      """
    // The messages name the line of the navigation value: checked without the prefix line.
    assertLint(RouteCarriesModelRule.self, marked)
    #expect(
      lint(RouteCarriesModelRule.self, MarkedSource(marked).text).map(\.message) == [
        "route case ReaderRoute.full carries Feed, a value with 2 fields; pass its ID (a "
          + "navigation value at Sources/App/View.swift:15)",
        "route case ReaderRoute.boxed carries Box, a model object (a navigation value at "
          + "Sources/App/View.swift:15); carry IDs and look the model up at the destination",
      ])
  }

  // MARK: - 16 one source of truth is not several flags

  @Test func flagsComputedFromOneStateAreOneSource() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      enum Panel: Hashable { case share, export, print }
      struct DocumentView: View {
        @State private var panel: Panel?
        private func showing(_ p: Panel) -> Binding<Bool> {
          Binding(get: { panel == p }, set: { if !$0 { panel = nil } })
        }
        private var printing: Binding<Bool> {
          Binding(get: { panel == .print }, set: { if !$0 { panel = nil } })
        }
        var body: some View {
          Text("Doc")
            .sheet(isPresented: showing(.share)) { Text("Share") }
            .sheet(isPresented: self.showing(.export)) { Text("Export") }
            .sheet(isPresented: printing) { Text("Print") }
            .fullScreenCover(isPresented: Binding(get: { panel != nil }, set: { _ in })) {
              Text("Any")
            }
        }
      }
      struct MixedView: View {
        @State private var panel: Panel?
        @State private var showsHelp = false
        private func showing(_ p: Panel) -> Binding<Bool> {
          Binding(get: { panel == p }, set: { if !$0 { panel = nil } })
        }
        var body: some View {
          Text("Doc")
            .sheet(isPresented: showing(.share)) { Text("Share") }
            .1️⃣sheet(isPresented: $showsHelp) { Text("Help") }
        }
      }
      """,
      findings: [
        FindingSpec(
          message:
            "MixedView drives sheets or covers with separate Bool flags (showing(.share), "
            + "$showsHelp); use one optional enum item with .sheet(item:) so at most one is "
            + "presented")
      ])
  }

  // MARK: - 17 decoration is not navigation

  @Test func emptyLinkInAButtonLabelIsDecoration() {
    assertLint(
      NavLinkDestinationRule.self,
      """
      struct ResultRow: View {
        let title: String
        let select: () -> Void
        var body: some View {
          Button(action: select) {
            NavigationLink(destination: EmptyView(), label: { Text(title) })
          }
          Button { select() } label: {
            HStack { Text(title); NavigationLink(destination: EmptyView()) { EmptyView() } }
          }
          Button(action: select) {
            1️⃣NavigationLink(destination: Detail(), label: { Text(title) })
          }
          2️⃣NavigationLink(destination: EmptyView(), label: { Text(title) })
        }
      }
      """,
      findings: [
        FindingSpec(
          "1️⃣",
          message:
            "destination-based NavigationLink; use NavigationLink(value:) with "
            + "navigationDestination(for:) so the stack's path drives navigation"),
        FindingSpec(
          "2️⃣",
          message:
            "destination-based NavigationLink; use NavigationLink(value:) with "
            + "navigationDestination(for:) so the stack's path drives navigation"),
      ])
  }

  // MARK: - 18 a type's presentations are counted over its extensions

  @Test func coverFlagsAcrossAnExtension() {
    assertLint(
      SheetBooleanFlagsRule.self,
      """
      struct 1️⃣CameraScreen: View {
        @State var scanning = false
        @State var editing = false
        var body: some View {
          VStack { Text("Camera").fullScreenCover(isPresented: $scanning) { Text("Scan") }; footer() }
        }
      }
      extension CameraScreen {
        func footer() -> some View {
          Text("Edit").fullScreenCover(isPresented: $editing) { Text("Editor") }
        }
      }
      struct Other: View {
        @State var shown = false
        var body: some View { Text("b").sheet(isPresented: $shown) { Text("B") } }
      }
      extension Other {
        func more() -> some View { Text("c").sheet(isPresented: $shown) { Text("C") } }
      }
      """,
      findings: [
        FindingSpec(
          message:
            "CameraScreen drives sheets or covers with separate Bool flags ($scanning, "
            + "$editing); use one optional enum item with .sheet(item:) so at most one is "
            + "presented")
      ])
  }

  // MARK: - 19 a navigation value reaches navigation

  @Test func localArrayNamedLikeAPathIsNoStack() {
    assertLint(
      RouteCarriesModelRule.self,
      """
      struct Crumb: Hashable { let parent: AnyHashable? }
      struct Breadcrumbs {
        var recentPath: [Crumb] = []
        func trail(depth: Int) -> [Crumb] {
          var crumbPath: [Crumb] = []
          for _ in 0..<depth { crumbPath.append(Crumb(parent: crumbPath.last)) }
          return crumbPath
        }
        mutating func note() { recentPath.append(Crumb(parent: nil)) }
      }
      """,
      findings: [])
  }

  @Test func valuesAppendedToANavigationPathAreNavigationValues() {
    let marked = """
      struct Step: Hashable { let parent: 1️⃣AnyHashable? }
      struct Flow: View {
        @State private var path = NavigationPath()
        var body: some View {
          NavigationStack(path: $path) { Button("Next") { path.append(Step(parent: nil)) } }
        }
      }
      """
    assertLint(RouteCarriesModelRule.self, marked)
    #expect(
      lint(RouteCarriesModelRule.self, MarkedSource(marked).text).map(\.message) == [
        "route wrapper Step carries an existential (AnyHashable) (a navigation value at "
          + "Sources/App/View.swift:5); carry IDs and look the model up at the destination"
      ])
  }
}
