import NavLintCore
import SwiftParser
import SwiftSyntax
import Testing

struct ProjectIndexTests {
  private func index(_ files: [String: String]) -> ProjectIndex {
    ProjectIndex(
      files: files.keys.sorted().map { path in
        FileIndex(tree: Parser.parse(source: files[path] ?? ""), path: path)
      })
  }

  @Test func namesUsedOutsidePreviewsComeFromTheIndexWalkAsPreviewCodeDefinesThem() {
    let tree = Parser.parse(
      source: """
        struct Screen: View {
          var body: some View { Row(title: title) }
          typealias Model = Catalog.Series
        }
        #Preview { PreviewOnly(sample: .demo) }
        struct Screen_Previews: PreviewProvider {
          static var previews: some View { ProviderOnly() }
          struct Nested: PreviewProvider { static var previews: some View { NestedOnly() } }
        }
        extension Other: PreviewProvider { static var previews: some View { ExtensionOnly() } }
        #stringify(Wrapped(value))
        #externalMacro { struct Hidden: PreviewProvider { static var previews: Shown { } } }
        let text = #Preview(InExpression())
        enum Box: SwiftUI.PreviewProvider { case a(Inside) }
        """)
    let names = FileIndex(tree: tree, path: "A.swift").namesUsedOutsidePreviews
    #expect(names == PreviewCode.namesUsedOutsidePreviews(tree))
    #expect(
      names == [
        "Catalog", "PreviewProvider", "Row", "Series", "Shown", "View", "Wrapped",
        "title", "value",
      ])
  }

  @Test func recordsKindsAttributesAndConformances() throws {
    let index = index([
      "Models.swift": """
      @Observable @MainActor final class Library {}
      final class Store: ObservableObject {}
      actor Cache {}
      protocol Reading {}
      struct Row: View { var body: some View { Text("a") } }
      enum Route: Hashable {}
      """
    ])
    let library = try #require(index.type(named: "Library"))
    #expect(library.kind == .classType)
    #expect(library.attributes == ["Observable", "MainActor"])
    #expect(library.isModelObject)
    let store = try #require(index.type(named: "Store"))
    #expect(store.inheritedTypes == ["ObservableObject"])
    #expect(store.isModelObject)
    #expect(try #require(index.type(named: "Cache")).kind == .actorType)
    #expect(try #require(index.type(named: "Reading")).kind == .protocolType)
    let row = try #require(index.type(named: "Row"))
    #expect(row.isView)
    #expect(row.file == "Models.swift")
    let route = try #require(index.type(named: "Route"))
    #expect(route.kind == .enumType)
    #expect(!route.isView)
    #expect(!route.isModelObject)
    #expect(index.type(named: "Missing") == nil)
  }

  @Test func recordsStoredPropertiesWithTypes() throws {
    let index = index([
      "Series.swift": """
      struct Series {
        static let sample = Series(id: "a")
        let id: String
        var count: Int = 0 { didSet { print(count) } }
        var title = "x"
        var first, second: Double
        var computed: Int { count + 1 }
      }
      """
    ])
    let series = try #require(index.type(named: "Series"))
    let properties = series.storedProperties.map {
      "\($0.name): \($0.type?.text ?? "?")"
    }
    #expect(
      properties == [
        "id: String", "count: Int", "title: ?", "first: Double", "second: Double",
      ])
  }

  @Test func recordsEnumCasesWithLabelledAndUnlabelledPayloads() throws {
    let index = index([
      "Route.swift": """
      enum Route: Hashable {
        case home
        case series(id: Series.ID), chapter(Series.ID, number: Int)
        case note(_ note: Note)
      }
      """
    ])
    let route = try #require(index.type(named: "Route"))
    let cases = route.enumCases.map { enumCase in
      enumCase.name + "("
        + enumCase.payloads.map { "\($0.label ?? "_"): \($0.type.text)" }
        .joined(separator: ", ") + ")"
    }
    #expect(
      cases == [
        "home()", "series(id: Series.ID)", "chapter(_: Series.ID, number: Int)", "note(_: Note)",
      ])
  }

  @Test func indexesNestedTypesByQualifiedAndContextualName() throws {
    let index = index([
      "Library.swift": """
      enum Library {
        enum Route: Hashable { case shelf }
        struct Row: View { var body: some View { Text("a") } }
      }
      enum Search { enum Route: Hashable { case results } }
      """
    ])
    #expect(index.type(named: "Library.Route")?.qualifiedName == "Library.Route")
    #expect(index.type(named: "Route", in: "Search")?.qualifiedName == "Search.Route")
    #expect(index.type(named: "Route", in: "Library.Row")?.qualifiedName == "Library.Route")
    #expect(index.type(named: "Route") == nil)
    #expect(index.type(named: "Row")?.qualifiedName == "Library.Row")
  }

  @Test func followsTypeAliases() throws {
    let index = index([
      "A.swift": "typealias AppRoute = Routes.Main\nenum Routes { enum Main { case a } }",
      "B.swift": "struct Holder { typealias Inner = Routes.Main }",
    ])
    #expect(index.type(named: "AppRoute")?.qualifiedName == "Routes.Main")
    #expect(index.type(named: "Inner", in: "Holder")?.qualifiedName == "Routes.Main")
    #expect(
      index.unaliased(.named("AppRoute", arguments: [])) == .named("Routes.Main", arguments: []))
  }

  @Test func mergesExtensionsFromOtherFiles() throws {
    let index = index([
      "A.swift": "extension Row: View {\n  var body: some View { label }\n}",
      "B.swift": """
      struct Row {
        @ViewBuilder var label: some View { Text("a") }
        func badge(count: Int) -> some View { Text("\\(count)") }
        func helper() -> Int { 1 }
      }
      """,
    ])
    let row = try #require(index.type(named: "Row"))
    #expect(row.inheritedTypes == ["View"])
    #expect(row.isView)
    #expect(row.viewMembers.map(\.name) == ["label", "badge", "body"])
    #expect(row.viewMember("body")?.facts.referencedMembers == ["label"])
    #expect(row.viewMember("badge")?.isFunction == true)
    #expect(row.file == "B.swift")
  }

  @Test func recordsNavigationLinkExtensionsWithDestinationParameters() throws {
    let index = index([
      "Links.swift": """
      extension NavigationLink where Destination == Never {
        init(destination: AppRoute, @ViewBuilder label: () -> Label) {
          self.init(value: destination, label: label)
        }
        init(title: String) {}
      }
      extension NavigationLink {
        init(_ title: String, destination: Destination, badge: Int = 0) {}
        init(screen: String, destination: DetailView) {}
      }
      struct DetailView: View { var body: some View { Text("a") } }
      """
    ])
    let inits = index.navigationLinkExtensions
    #expect(
      inits.map { $0.destinationType?.text } == [
        "AppRoute", "Destination", "DetailView",
      ])
    #expect(inits.map(\.destinationIsView) == [false, true, true])
    #expect(inits[0].parameters.map(\.label) == ["destination", "label"])
    #expect(inits[1].parameters.map(\.label) == [nil, "destination", "badge"])
    #expect(inits[1].parameters.map(\.hasDefault) == [false, false, true])
  }

  @Test func matchesCallsToExtensionInitializersByLabels() throws {
    let index = index([
      "Links.swift": """
      extension NavigationLink where Destination == Never {
        init(destination: AppRoute, @ViewBuilder label: () -> Label) {}
        init(_ title: String, destination: AppRoute, badge: Int = 0) {}
      }
      """
    ])
    let calls = CallFinder.calls(
      named: "NavigationLink",
      in: """
        NavigationLink(destination: .home) { Text("a") }
        NavigationLink(destination: .home, label: { Text("a") })
        NavigationLink("Home", destination: .home)
        NavigationLink("Home", destination: .home, badge: 2)
        NavigationLink(destination: Detail(), isActive: $on) { Text("a") }
        NavigationLink { Detail() } label: { Text("a") }
        NavigationLink(value: 1) { Text("a") }
        """)
    let accepted = calls.map { call in index.navigationLinkExtensions.map { $0.accepts(call) } }
    #expect(
      accepted == [
        [true, false], [true, false], [false, true], [false, true], [false, false],
        [false, false], [false, false],
      ])
  }
}

struct ProjectIndexFactsTests {
  private func index(_ files: [String: String]) -> ProjectIndex {
    ProjectIndex(
      files: files.keys.sorted().map { path in
        FileIndex(tree: Parser.parse(source: files[path] ?? ""), path: path)
      })
  }

  @Test func viewFactsSkipPresentationContent() throws {
    let index = index([
      "A.swift": """
      struct Screen: View {
        var body: some View {
          List { Row(); header }
            .sheet(isPresented: $shown) { NavigationStack { Editor() } }
            .popover(isPresented: $other, content: makePopover)
        }
        var header: some View { Button("a") {} }
        func makePopover() -> some View { Text("p") }
      }
      """
    ])
    let body = try #require(index.type(named: "Screen")?.viewMember("body")?.facts)
    #expect(body.calledTypes == ["List", "Row"])
    #expect(body.referencedMembers == ["header"])
    #expect(body.presentedMembers == ["makePopover"])
    #expect(!body.hasNavigationStack)
    #expect(!body.hasButton)
    #expect(index.type(named: "Screen")?.presentationOnlyMembers == ["makePopover"])
  }

  @Test func followsViewsAcrossFilesForStacksAndButtons() {
    let index = index([
      "Root.swift": """
      struct Root: View { var body: some View { Middle() } }
      """,
      "Middle.swift": """
      struct Middle: View {
        var body: some View { content }
        var content: some View { Leaf() }
      }
      """,
      "Leaf.swift": """
      struct Leaf: View { var body: some View { NavigationStack { Button("a") {} } } }
      struct Other: View { var body: some View { Text("a").sheet(isPresented: $a) { Leaf() } } }
      """,
    ])
    #expect(index.stackMembers[ProjectIndex.memberKey("Root", "body")] == ["Middle", "Leaf"])
    #expect(index.stackMembers[ProjectIndex.memberKey("Middle", "content")] == ["Leaf"])
    #expect(index.stackMembers[ProjectIndex.memberKey("Leaf", "body")] == [])
    #expect(index.stackMembers[ProjectIndex.memberKey("Other", "body")] == nil)
    #expect(index.buttonMembers.contains(ProjectIndex.memberKey("Root", "body")))
    #expect(!index.buttonMembers.contains(ProjectIndex.memberKey("Other", "body")))
  }

  @Test func marksViewsShownInNavigationLinkLabels() {
    let index = index([
      "List.swift": """
      struct Library: View {
        var body: some View {
          NavigationLink(value: 1) { SeriesRow() }
          NavigationLink("Title") { Detail() }
        }
      }
      """,
      "Row.swift": """
      struct SeriesRow: View {
        var body: some View { HStack { cover; FavoriteButton() } }
        var cover: some View { Text("c") }
      }
      struct FavoriteButton: View { var body: some View { Button("f") {} } }
      struct Detail: View { var body: some View { Text("d") } }
      """,
    ])
    #expect(
      index.labelMembers == [
        ProjectIndex.memberKey("SeriesRow", "body"): "List.swift:3",
        ProjectIndex.memberKey("SeriesRow", "cover"): "List.swift:3",
        ProjectIndex.memberKey("FavoriteButton", "body"): "List.swift:3",
      ])
  }

  @Test func findsRouteTypesFromEveryKindOfUse() {
    let index = index([
      "Routes.swift": """
      enum AppRoute: Hashable { case library(LibraryRoute), settings }
      enum LibraryRoute: Hashable { case series(id: String) }
      enum SearchRoute: Hashable { case results(query: String) }
      enum NoteRoute: Hashable { case note(id: UUID) }
      struct Wrapped: Hashable { var inner: ReaderRoute }
      enum ReaderRoute: Hashable { case page(Int) }
      enum SheetItem: Identifiable { case editor(Note) }
      @Observable final class Router { var path: [AppRoute] = [] }
      """,
      "Views.swift": """
      struct Root: View {
        @State var router = Router()
        @State var searchPath = NavigationPath()
        @State var sheet: SheetItem?
        var body: some View {
          NavigationStack(path: $router.path) { Text("a") }
          NavigationLink(value: SearchRoute.results(query: "a")) { Text("a") }
          Text("a")
            .navigationDestination(for: Wrapped.self) { _ in Text("b") }
          Button("x") { searchPath
            .append(.note(id: UUID())) }
          Text("a").sheet(item: $sheet) { _ in Text("s") }
        }
      }
      """,
    ])
    #expect(
      index.routeTypes == [
        "AppRoute": "Views.swift:6", "LibraryRoute": "Views.swift:6",
        "SearchRoute": "Views.swift:7", "Wrapped": "Views.swift:9",
        "ReaderRoute": "Views.swift:9", "NoteRoute": "Views.swift:11",
      ])
  }

  @Test func addsAMissingFileOnlyOnce() {
    let file = SourceFile(
      path: "A.swift", text: "struct A: View { var body: some View { Text(\"a\") } }")
    let empty = ProjectIndex()
    #expect(empty.type(named: "A") == nil)
    let with = empty.including(file)
    #expect(with.type(named: "A")?.isView == true)
    #expect(with.including(file) == with)
  }
}
