import NavLintCore
import SwiftParser
import TestSupport
import Testing

/// Destinations built by the route itself (`route.destinationView()`, `$0.view`) or by a
/// top-level function, followed into that member's body as other view helpers are.
struct RouteDestinationCaseTests {
  @Test func aMethodOnTheRouteIsFollowed() {
    let source = """
      enum Route: Hashable { case series(Int), settings }
      extension Route {
        @ViewBuilder func destinationView() -> some View {
          switch self {
          case .series(let id): SeriesScreen(id: id)
          case .settings: Text("Settings")
          }
        }
        func plainView() -> some View { Text("plain") }
      }
      struct SeriesScreen: View {
        let id: Int
        var body: some View { NavigationStack { Text("\\(id)") } }
      }
      struct Root: View {
        var body: some View {
          NavigationStack {
            List { Text("a") }
              .navigationDestination(for: Route.self) { route in route.1️⃣destinationView() }
              .navigationDestination(for: Route.self) { route in route.plainView() }
          }
        }
      }
      """
    assertLint(NestedNavigationStackRule.self, source)
    let findings = lint(NestedNavigationStackRule.self, MarkedSource(source).text)
    #expect(
      findings.map(\.message) == [
        "Route.destinationView holds a NavigationStack (through SeriesScreen) and is pushed "
          + "inside this stack's content; remove the inner stack or present it in a sheet"
      ])
  }

  @Test func aPropertyOnTheRouteIsFollowedInEverySpellingOfTheClosure() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      enum Route: Hashable { case a }
      extension Route {
        var view: some View { NavigationStack { Text("a") } }
        var title: String { "a" }
      }
      struct Root: View {
        var body: some View {
          NavigationStack {
            Text("x").navigationDestination(for: Route.self) { $0.1️⃣view }
            Text("y").navigationDestination(for: Route.self) { (r: Route) in r.2️⃣view }
            Text("z").navigationDestination(for: Route.self, destination: { r in
              VStack { Text(r.title); r.3️⃣view }
            })
            Text("w").navigationDestination(for: Route.self) { _ in Text("none") }
          }
        }
      }
      """)
  }

  @Test func onlyTheRouteValueIsFollowed() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      enum Route: Hashable { case a }
      extension Route { var view: some View { NavigationStack { Text("a") } } }
      struct Model { var view: some View { NavigationStack { Text("m") } } }
      struct Root: View {
        let model: Model
        let route: Route
        var body: some View {
          NavigationStack {
            Text("x").navigationDestination(for: Int.self) { n in model.view }
            Text("y").navigationDestination(for: Route.self) { r in model.view }
            Text("z").navigationDestination(isPresented: .constant(true)) { route.view }
          }
          NavigationStack {
            Text("pushed").navigationDestination(for: Route.self) { $0.1️⃣view }
          }
          Text("outside").navigationDestination(for: Route.self) { $0.view }
        }
      }
      """)
  }

  @Test func aStackInsideTheRoutesSheetIsFine() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      enum Route: Hashable { case a }
      extension Route {
        var view: some View {
          Text("a").sheet(isPresented: .constant(true)) { NavigationStack { Text("s") } }
        }
      }
      struct Root: View {
        var body: some View {
          NavigationStack { Text("x").navigationDestination(for: Route.self) { $0.view } }
        }
      }
      """)
  }

  @Test func aTopLevelFunctionBuildingTheDestinationIsFollowed() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      enum Route: Hashable { case a }
      func destination(for route: Route) -> some View { NavigationStack { Text("a") } }
      @ViewBuilder func plainDestination(for route: Route) -> some View { Text("a") }
      struct Root: View {
        var body: some View {
          NavigationStack {
            Text("x").navigationDestination(for: Route.self) { route in 1️⃣destination(for: route) }
            Text("y").navigationDestination(for: Route.self) { plainDestination(for: $0) }
          }
        }
      }
      """)
  }

  @Test func aViewWhoseDestinationsTheRouteBuildsHoldsTheirStacks() {
    let root = """
      struct Root: View {
        var body: some View { NavigationStack { 1️⃣Library() } }
      }
      """
    let library = """
      struct Library: View {
        var body: some View {
          List { Text("a") }.navigationDestination(for: AppRoute.self) { $0.screen }
        }
      }
      """
    let routes = """
      enum AppRoute: Hashable { case detail }
      extension AppRoute {
        @ViewBuilder var screen: some View { Detail() }
      }
      struct Detail: View { var body: some View { NavigationStack { Text("d") } } }
      """
    let index = ProjectIndex(files: [
      FileIndex(tree: Parser.parse(source: MarkedSource(root).text), path: "Root.swift"),
      FileIndex(tree: Parser.parse(source: library), path: "Library.swift"),
      FileIndex(tree: Parser.parse(source: routes), path: "AppRoute.swift"),
    ])
    assertLint(NestedNavigationStackRule.self, root, path: "Root.swift", index: index)
    let findings = lint(
      NestedNavigationStackRule.self, MarkedSource(root).text, path: "Root.swift", index: index)
    #expect(
      findings.map(\.message) == [
        "Library holds a NavigationStack (through AppRoute.screen → Detail) and is shown inside "
          + "this stack's content; remove the inner stack or present the view in a sheet"
      ])
    assertLint(NestedNavigationStackRule.self, library, path: "Library.swift", index: index)
  }

  @Test func aNestedRouteTypeResolvesFromItsContext() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      struct Feature: View {
        enum Route: Hashable {
          case a
          var view: some View { NavigationStack { Text("a") } }
        }
        var body: some View {
          NavigationStack { Text("x").navigationDestination(for: Route.self) { $0.1️⃣view } }
        }
      }
      """)
  }
}
