import NavLintCore
import SwiftParser
import TestSupport
import Testing

struct NestedNavigationStackRuleTests {
  @Test func reportsStacksWrittenInsideAnotherStack() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      NavigationStack {
        VStack {
          1️⃣NavigationStack { Text("inner") }
        }
        .navigationDestination(for: Int.self) { _ in
          2️⃣NavigationStack { Text("destination") }
        }
        NavigationLink("Open") { 3️⃣NavigationStack { Text("pushed") } }
      }
      """
    )
  }

  @Test func reportsComputedPropertiesAndFunctionsUsedInTheContent() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      struct LibraryView: View {
        var body: some View {
          NavigationStack {
            1️⃣shelf
            self.2️⃣header
            3️⃣makeFooter()
          }
        }
        var shelf: some View { NavigationStack { Text("shelf") } }
        var header: some View { NavigationStack { Text("header") } }
        func makeFooter() -> some View { NavigationStack { Text("footer") } }
      }
      """
    )
  }

  @Test func stacksInPresentedContentAreFine() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      struct LibraryView: View {
        @State private var a = false
        @State private var b = false
        @State private var c = false
        @State private var d = false
        var body: some View {
          NavigationStack {
            List { Text("One Piece") }
              .sheet(isPresented: $a) { NavigationStack { Text("sheet") } }
              .fullScreenCover(isPresented: $b) { editor }
              .popover(isPresented: $c, content: makeViewer)
              .sheet(isPresented: $d, content: { self.editor })
          }
        }
        var editor: some View { NavigationStack { Text("editor") } }
        func makeViewer() -> some View { NavigationStack { Text("viewer") } }
      }
      """
    )
  }

  @Test func siblingAndSplitViewStacksAreFine() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      TabView {
        NavigationStack { Text("Library") }
        NavigationStack { Text("Search") }
      }
      NavigationSplitView {
        Sidebar()
      } detail: {
        NavigationStack { Text("detail") }
      }
      """
    )
  }

  @Test func followsCustomViewsAcrossFiles() {
    let root = """
      struct RootView: View {
        var body: some View {
          NavigationStack {
            List { NavigationLink("Series") { 1️⃣SeriesScreen() } }
            Text("a").sheet(isPresented: $shown) { SeriesScreen() }
            Plain()
          }
        }
      }
      """
    let screens = """
      struct SeriesScreen: View {
        var body: some View { content }
        var content: some View { Chapters() }
      }
      struct Chapters: View { var body: some View { NavigationStack { Text("1") } } }
      struct Plain: View { var body: some View { Text("plain") } }
      """
    let index = ProjectIndex(files: [
      FileIndex(tree: Parser.parse(source: MarkedSource(root).text), path: "Root.swift"),
      FileIndex(tree: Parser.parse(source: screens), path: "Screens.swift"),
    ])
    assertLint(NestedNavigationStackRule.self, root, path: "Root.swift", index: index)
    let findings = lint(
      NestedNavigationStackRule.self, MarkedSource(root).text, path: "Root.swift", index: index)
    #expect(
      findings.map(\.message) == [
        "SeriesScreen holds a NavigationStack (through Chapters) and is shown inside this stack's "
          + "content; remove the inner stack or present the view in a sheet"
      ])
    assertLint(NestedNavigationStackRule.self, screens, path: "Screens.swift", index: index)
  }

  @Test func reportsOnceForThreeLevels() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      NavigationStack {
        1️⃣NavigationStack {
          2️⃣NavigationStack { Text("deep") }
        }
      }
      """
    )
  }
  @Test func seesThroughIfConfigInStackContentAndModifierChains() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      struct Shell: View {
        @State private var a = false
        var body: some View {
          NavigationStack {
            #if os(iOS)
            1️⃣NavigationStack { Text("inner") }
            #endif
            NavigationLink(value: 1) {
              #if DEBUG
              2️⃣NavigationStack { Text("label") }
              #endif
            }
            Text("y")
              #if os(iOS)
              .sheet(isPresented: $a) { NavigationStack { Text("sheet") } }
              #endif
          }
        }
      }
      """
    )
  }

  @Test func inspectorContentIsPresentationContent() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      struct Library: View {
        @State private var inspecting = false
        var body: some View {
          NavigationStack {
            List { Text("a") }
              .inspector(isPresented: $inspecting) { NavigationStack { Text("Info") } }
              .toolbar { 1️⃣NavigationStack { Text("bar") } }
          }
        }
      }
      """
    )
  }

  @Test func contentEndsAtNestedStacksPresentationContentAndNestedTypes() {
    assertLint(
      NestedNavigationStackRule.self,
      """
      struct Shell: View {
        @State private var a = false
        var body: some View {
          NavigationStack(root: {
            1️⃣shelf
            2️⃣NavigationStack(path: binding(for: shelf)) { Text("inner"); 3️⃣shelf }
            VStack {
              struct Local: View { var body: some View { shelf } }
              Local()
            }
            Text("x").sheet(isPresented: $a, content: { shelf }).popover(isPresented: $a) { shelf }
            Text("y").sheet(isPresented: $a, content: makeShelf).background(4️⃣makeShelf())
          })
          NavigationStack(path: binding(for: shelf)) { Text("root") }
        }
        var shelf: some View { NavigationStack { Text("shelf") } }
        func makeShelf() -> some View { NavigationStack { Text("made") } }
      }
      """
    )
  }
}
