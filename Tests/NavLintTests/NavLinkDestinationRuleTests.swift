import NavLintCore
import SwiftParser
import Testing

struct NavLinkDestinationRuleTests {
  @Test func reportsEveryDestinationSpelling() {
    assertLint(
      NavLinkDestinationRule.self,
      """
      let a = 1️⃣NavigationLink(destination: Detail()) { Text("a") }
      let b = 2️⃣NavigationLink("b", destination: Detail())
      let c = 3️⃣NavigationLink("c") { Detail() }
      let d = 4️⃣NavigationLink { Detail() } label: { Text("d") }
      let e = 5️⃣NavigationLink(destination: Detail(), label: { Text("e") })
      let f = SwiftUI.6️⃣NavigationLink(destination: Detail()) { Text("f") }
      """
    )
  }

  @Test func reportsDeprecatedStateForms() {
    assertLint(
      NavLinkDestinationRule.self,
      """
      let a = 1️⃣NavigationLink(destination: Detail(), isActive: $shown) { Text("a") }
      let b = 2️⃣NavigationLink(destination: Detail(), tag: 1, selection: $selection) { Text("b") }
      let c = 3️⃣NavigationLink(isActive: $shown) { Detail() } label: { Text("c") }
      let d = 4️⃣NavigationLink(tag: 2, selection: $selection) { Detail() } label: { Text("d") }
      """
    )
    let messages = lint(
      NavLinkDestinationRule.self,
      "let a = NavigationLink(destination: D(), isActive: $s) { T() }\n"
        + "let b = NavigationLink(destination: D(), tag: 1, selection: $s) { T() }")
    #expect(
      messages.map(\.message) == [
        "NavigationLink(isActive:) is deprecated; present with navigationDestination(isPresented:) "
          + "or push a value onto the stack's path",
        "NavigationLink(tag:selection:) is deprecated; bind the stack's path or a list selection "
          + "and push values",
      ])
  }

  @Test func valueLinksAreFine() {
    assertLint(
      NavLinkDestinationRule.self,
      """
      let a = NavigationLink(value: Route.detail(id: 1)) { Text("a") }
      let b = NavigationLink("b", value: Route.detail(id: 2))
      let c = NavigationLink(value: route, label: { Text("c") })
      """
    )
  }

  @Test func callsResolvingToTheProjectsRouteExtensionAreFine() {
    assertLint(
      NavLinkDestinationRule.self,
      """
      extension NavigationLink where Destination == Never {
        init(destination: AppRoute, @ViewBuilder label: () -> Label) {
          self.init(value: destination, label: label)
        }
        init(_ title: String, destination: AppRoute) {
          self.init(title, value: destination)
        }
      }
      let a = NavigationLink(destination: .series(id: "op")) { Text("a") }
      let b = NavigationLink(destination: AppRoute.series(id: "op"), label: { Text("b") })
      let c = NavigationLink("c", destination: .settings)
      let d = NavigationLink("d", destination: route)
      let e = 1️⃣NavigationLink(destination: SeriesView()) { Text("e") }
      let f = 2️⃣NavigationLink("f") { SeriesView() }
      """
    )
  }

  @Test func extensionInAnotherFileIsFound() {
    let links = """
      extension NavigationLink where Destination == Never {
        init(destination: AppRoute, @ViewBuilder label: () -> Label) {
          self.init(value: destination, label: label)
        }
      }
      """
    let index = ProjectIndex(files: [
      FileIndex(tree: Parser.parse(source: links), path: "NavigationLink+Route.swift")
    ])
    assertLint(
      NavLinkDestinationRule.self,
      "let a = NavigationLink(destination: .series(id: \"op\")) { Text(\"a\") }",
      index: index)
  }

  @Test func viewBasedProjectExtensionIsStillADestinationLink() {
    assertLint(
      NavLinkDestinationRule.self,
      """
      extension NavigationLink {
        init(_ title: String, destination: Destination, badge: Int) {
          self.init(title, destination: destination)
        }
      }
      let a = 1️⃣NavigationLink("a", destination: Detail(), badge: 2)
      """
    )
  }
}
