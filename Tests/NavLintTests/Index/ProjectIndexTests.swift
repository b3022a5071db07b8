import NavLintCore
import SwiftParser
import SwiftSyntax
import Testing

struct ProjectIndexTests {
  private func index(_ files: [String: String]) -> ProjectIndex {
    ProjectIndex(
      files: files.keys.sorted().map { path in
        ProjectIndex.File(path: path, syntax: Parser.parse(source: files[path] ?? ""))
      })
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
      "\($0.name): \($0.type?.trimmedDescription ?? "?") = \($0.initializer?.trimmedDescription ?? "-")"
    }
    #expect(
      properties == [
        "id: String = -", "count: Int = 0", #"title: ? = "x""#, "first: Double = -",
        "second: Double = -",
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
        + enumCase.payloads.map { "\($0.label ?? "_"): \($0.type.trimmedDescription)" }
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
    #expect(index.alias(named: "AppRoute")?.trimmedDescription == "Routes.Main")
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
    #expect(row.viewMembers.keys.sorted() == ["badge", "body", "label"])
    #expect(row.viewMembers["body"]?.body.trimmedDescription == "label")
    #expect(row.viewMembers["badge"]?.isFunction == true)
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
      inits.map { $0.destinationType.trimmedDescription } == [
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
