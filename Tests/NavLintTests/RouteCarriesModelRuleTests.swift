import NavLintCore
import SwiftParser
import TestSupport
import Testing

struct RouteCarriesModelRuleTests {
  @Test func reportsModelsClosuresBindingsAndExistentials() {
    assertLint(
      RouteCarriesModelRule.self,
      """
      final class Library {}
      final class Store: ObservableObject {}
      @Observable final class Series {}
      actor Cache {}
      protocol Reading {}
      enum Route: Hashable {
        case library(1️⃣Library)
        case store(_ store: 2️⃣Store)
        case series(id: String, model: 3️⃣Series?)
        case cache(4️⃣[Cache])
        case reader(5️⃣any Reading)
        case reading(6️⃣Reading)
        case done(onClose: 7️⃣@Sendable () -> Void)
        case toggle(8️⃣Binding<Bool>)
        case anything(9️⃣Any)
      }
      let destination = Text("a").navigationDestination(for: Route.self) { _ in Text("b") }
      """
    )
  }

  @Test func severityIsErrorForModelsAndWarningForStructs() {
    let source = """
      final class Library {}
      struct Snapshot: Hashable { var title: String; var updated: Date }
      enum Route: Hashable { case a(Library), b(Snapshot) }
      let link = NavigationLink(value: Route.a(library)) { Text("a") }
      """
    let findings = lint(RouteCarriesModelRule.self, source)
    #expect(findings.map(\.severity) == [.error, .warning])
    #expect(
      findings.map(\.message) == [
        "route case Route.a carries Library, a model object (a navigation value at "
          + "Sources/App/View.swift:4); carry IDs and look the model up at the destination",
        "route case Route.b carries Snapshot, a value with 2 fields; pass its ID (a navigation "
          + "value at Sources/App/View.swift:4)",
      ])
  }

  @Test func identifiersAndIDStructsAreFine() {
    assertLint(
      RouteCarriesModelRule.self,
      """
      struct PageRef: Hashable { let chapterID: Chapter.ID; let page: Int }
      struct Wrapper: Hashable { let key: SeriesKey }
      typealias SeriesKey = String
      enum Route: Hashable {
        case series(id: Series.ID)
        case chapter(SeriesID, number: Int, page: UInt8?)
        case note(noteId: UUID, zoomed: Bool)
        case page(PageRef)
        case wrapped(Wrapper, [String])
        case settings
      }
      let link = NavigationLink(value: Route.settings) { Text("Settings") }
      """
    )
  }

  @Test func followsWrappersAndNestedRouteEnums() {
    assertLint(
      RouteCarriesModelRule.self,
      """
      final class Note {}
      enum AppRoute: Hashable { case notes(NotesRoute) }
      enum NotesRoute: Hashable { case note(1️⃣Note) }
      struct Destination: Hashable { var route: ReaderRoute; var model: 2️⃣Note }
      enum ReaderRoute: Hashable { case page(3️⃣Note) }
      @Observable final class Router { var path: [AppRoute] = [] }
      struct Root: View {
        @State private var router = Router()
        var body: some View {
          NavigationStack(path: $router.path) {
            Text("a").navigationDestination(for: Destination.self) { _ in Text("b") }
          }
        }
      }
      """
    )
  }

  @Test func findsRoutesFromLinksAndPathAppends() {
    assertLint(
      RouteCarriesModelRule.self,
      """
      final class Series {}
      enum SearchRoute: Hashable { case results(1️⃣Series) }
      enum LibraryRoute: Hashable { case shelf(2️⃣Series) }
      struct SearchView: View {
        @State private var path = NavigationPath()
        var body: some View {
          NavigationLink(value: SearchRoute.results(series)) { Text("a") }
          Button("Shelf") { path.append(.shelf(series)) }
        }
      }
      """
    )
  }

  @Test func sheetAndWindowItemsAndUnusedEnumsAreNotRoutes() {
    assertLint(
      RouteCarriesModelRule.self,
      """
      final class Note {}
      enum NoteSheet: Identifiable { case editor(Note); var id: Int { 0 } }
      enum Window: Hashable { case note(Note) }
      enum Unused: Hashable { case note(Note) }
      struct NotesView: View {
        @State private var sheet: NoteSheet?
        var body: some View {
          Text("a").sheet(item: $sheet) { _ in Text("b") }
        }
      }
      """
    )
  }

  @Test func routeDeclaredInAnotherFileIsJudgedThere() {
    let routes = """
      final class Series {}
      enum LibraryRoute: Hashable {
        case series(1️⃣Series)
      }
      """
    let view = """
      struct LibraryView: View {
        var body: some View {
          Text("a").navigationDestination(for: LibraryRoute.self) { _ in Text("b") }
        }
      }
      """
    let index = ProjectIndex(files: [
      FileIndex(tree: Parser.parse(source: MarkedSource(routes).text), path: "Routes.swift"),
      FileIndex(tree: Parser.parse(source: view), path: "LibraryView.swift"),
    ])
    assertLint(RouteCarriesModelRule.self, routes, path: "Routes.swift", index: index)
    assertLint(RouteCarriesModelRule.self, view, path: "LibraryView.swift", index: index)
    assertLint(RouteCarriesModelRule.self, MarkedSource(routes).text)
  }

  @Test func reportsModelTypesUsedDirectlyAsNavigationValues() {
    assertLint(
      RouteCarriesModelRule.self,
      """
      @Observable final class Series {}
      protocol Screen {}
      struct SeriesRef: Hashable { let id: String }
      let a = Text("a").navigationDestination(for: 1️⃣Series.self) { Detail($0) }
      let b = Text("b").navigationDestination(for: 2️⃣Screen.self) { _ in Detail() }
      let c = Text("c").navigationDestination(for: SeriesRef.self) { Detail($0) }
      let d = Text("d").navigationDestination(for: String.self) { Detail($0) }
      """
    )
  }

  @Test func anIDStructHasAtMostThreeIDFieldsAndNoCollections() {
    assertLint(
      RouteCarriesModelRule.self,
      """
      struct Item: Hashable { let id: UUID; let name: String; let tags: [String] }
      struct Key: Hashable { let a: String; let b: Bool }
      struct Wide: Hashable { let a: String; let b: String; let c: Int; let d: Int }
      enum Kind: Hashable { case shoe, bag }
      struct Slot: Hashable { let kind: Kind; let key: Key?; let index: Int }
      struct Stamped: Hashable { let id: UUID; let at: Date }
      enum Route: Hashable {
        case item(1️⃣Item)
        case key(Key)
        case wide(2️⃣Wide)
        case slot(Slot)
        case stamped(3️⃣Stamped)
      }
      let link = NavigationLink(value: Route.key(key)) { Text("a") }
      """
    )
    let findings = lint(
      RouteCarriesModelRule.self,
      """
      struct Item: Hashable { let id: UUID; let name: String; let tags: [String] }
      enum Route: Hashable { case item(Item) }
      let link = NavigationLink(value: Route.item(item)) { Text("a") }
      """)
    #expect(
      findings.map(\.message) == [
        "route case Route.item carries Item, a value with 3 fields; pass its ID (a navigation "
          + "value at Sources/App/View.swift:3)"
      ])
  }

  @Test func citesTheLinkThatBuildsTheCaseOverAWrapperDestination() {
    let findings = lint(
      RouteCarriesModelRule.self,
      """
      final class Product {}
      enum CatalogRoute: Hashable { case product(Product), home }
      struct TrackedRoute: Hashable { let trackingID: UUID; let route: CatalogRoute }
      struct Catalog: View {
        var body: some View {
          List { Text("a") }
            .navigationDestination(for: TrackedRoute.self) { _ in Text("t") }
            .navigationDestination(for: CatalogRoute.self) { _ in Text("c") }
          NavigationLink(value: CatalogRoute.home) { Text("Home") }
          NavigationLink(value: CatalogRoute.product(product)) { Text("Product") }
        }
      }
      """)
    #expect(
      findings.map(\.message) == [
        "route case CatalogRoute.product carries Product, a model object (a navigation value at "
          + "Sources/App/View.swift:10); carry IDs and look the model up at the destination"
      ])
  }
}
