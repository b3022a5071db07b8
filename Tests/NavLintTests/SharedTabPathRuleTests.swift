import NavLintCore
import SwiftParser
import TestSupport
import Testing

struct SharedTabPathRuleTests {
  @Test func reportsTheSecondTabSharingAPath() {
    assertLint(
      SharedTabPathRule.self,
      """
      TabView {
        NavigationStack(path: $router.path) { LibraryView() }
          .tabItem { Label("Library", systemImage: "books.vertical") }
        NavigationStack(1️⃣path: $router.path) { SearchView() }
          .tabItem { Label("Search", systemImage: "magnifyingglass") }
        NavigationStack(2️⃣path: $router . path) { NotesView() }
      }
      """
    )
    let findings = lint(
      SharedTabPathRule.self,
      "TabView {\n  NavigationStack(path: $p) { A() }\n  NavigationStack(path: $p) { B() }\n}")
    #expect(
      findings.map(\.message) == [
        "$p is also the path of another tab's NavigationStack (line 2); give each tab its own "
          + "path so tabs do not push and pop together"
      ])
  }

  @Test func reportsTabsBuiltWithTab() {
    assertLint(
      SharedTabPathRule.self,
      """
      TabView(selection: $tab) {
        Tab("Library", systemImage: "books.vertical", value: .library) {
          NavigationStack(path: $path) { LibraryView() }
        }
        Tab("Notes", systemImage: "note.text", value: .notes) {
          NavigationStack(1️⃣path: $path) { NotesView() }
        }
      }
      """
    )
  }

  @Test func separatePathsAreFine() {
    assertLint(
      SharedTabPathRule.self,
      """
      TabView {
        NavigationStack(path: $router.libraryPath) { LibraryView() }
        NavigationStack(path: $router.searchPath) { SearchView() }
        NavigationStack { SettingsView() }
        NavigationStack { AboutView() }
      }
      """
    )
  }

  @Test func alternativeBranchesOfOneTabAreFine() {
    assertLint(
      SharedTabPathRule.self,
      """
      TabView {
        #if os(iOS)
        NavigationStack(path: $path) { LibraryView() }
        #else
        NavigationStack(path: $path) { LibraryView().frame(minWidth: 400) }
        #endif
        Group {
          if compact {
            NavigationStack(path: $other) { SearchView() }
          } else {
            NavigationStack(path: $other) { SearchView().padding() }
          }
        }
      }
      """
    )
  }

  @Test func stacksOutsideTabViewsOrInPresentedContentAreFine() {
    assertLint(
      SharedTabPathRule.self,
      """
      VStack {
        NavigationStack(path: $path) { A() }
        NavigationStack(path: $path) { B() }
      }
      TabView {
        NavigationStack(path: $path) { A() }
          .sheet(isPresented: $shown) { NavigationStack(path: $path) { B() } }
      }
      """
    )
  }

  @Test func followsTabViewsThatBindTheirStacksToAParameter() {
    let tabs = """
      struct LibraryTab: View {
        @Binding var path: [LibraryRoute]
        var body: some View { NavigationStack(path: $path) { LibraryView() } }
      }
      struct SearchTab: View {
        @Binding var path: [LibraryRoute]
        var title: String
        var body: some View { NavigationStack(path: $path) { SearchView() } }
      }
      """
    let root = """
      struct RootView: View {
        @State private var path: [LibraryRoute] = []
        @State private var other: [LibraryRoute] = []
        var body: some View {
          TabView {
            LibraryTab(path: $path)
            SearchTab(1️⃣path: $path, title: "Search")
            SearchTab(path: $other, title: "Other")
            Toggle("x", isOn: $other.isEmpty)
          }
        }
      }
      """
    let index = ProjectIndex(files: [
      FileIndex(tree: Parser.parse(source: tabs), path: "Tabs.swift"),
      FileIndex(tree: Parser.parse(source: MarkedSource(root).text), path: "Root.swift"),
    ])
    assertLint(SharedTabPathRule.self, root, path: "Root.swift", index: index)
  }
}
