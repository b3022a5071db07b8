import NavLintCore
import SwiftParser
import TestSupport
import Testing

struct DestinationInLazyContainerRuleTests {
  @Test func reportsEveryFormInsideListAndForEachRows() {
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      List {
        Text("a").1️⃣navigationDestination(for: Int.self) { Text("\\($0)") }
        Text("b").2️⃣navigationDestination(isPresented: $shown) { Detail() }
      }
      List {
        ForEach(items) { item in
          Row(item).3️⃣navigationDestination(item: $selected) { Detail(id: $0) }
        }
      }
      """
    )
  }

  @Test func reportsFormsLazyStacksGridsAndPagedTabViews() {
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      Form { Text("a").1️⃣navigationDestination(for: A.self) { _ in X() } }
      LazyVStack { Text("a").2️⃣navigationDestination(for: A.self) { _ in X() } }
      LazyHStack { Text("a").3️⃣navigationDestination(for: A.self) { _ in X() } }
      LazyVGrid(columns: columns) { Text("a").4️⃣navigationDestination(for: A.self) { _ in X() } }
      LazyHGrid(rows: rows) { Text("a").5️⃣navigationDestination(for: A.self) { _ in X() } }
      TabView { Text("a").6️⃣navigationDestination(for: A.self) { _ in X() } }
        .tabViewStyle(.page)
      """
    )
  }

  @Test func attachedToTheContainerItselfIsFine() {
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      List(items) { item in Row(item) }
        .navigationDestination(for: Item.ID.self) { id in Detail(id: id) }
      ScrollView {
        LazyVStack { ForEach(items) { Row($0) } }
          .navigationDestination(for: Item.ID.self) { id in Detail(id: id) }
      }
      """
    )
  }

  @Test func nonLazyContainersAndPresentedContentAreFine() {
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      VStack { Text("a").navigationDestination(for: A.self) { _ in X() } }
      TabView { Text("a").navigationDestination(for: A.self) { _ in X() } }
      List {
        Row().sheet(isPresented: $shown) {
          NavigationStack { Text("a").navigationDestination(for: A.self) { _ in X() } }
        }
      }
      """
    )
  }

  @Test func otherModifiersNamedAlikeAreIgnored() {
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      List { Text("a").navigationDestination() }
      // List { Text("a").navigationDestination(for: A.self) { _ in X() } }
      let text = "List { Text(\\"a\\").navigationDestination(for: A.self) { _ in X() } }"
      """
    )
  }

  @Test func followsRowViewsShownInLazyContent() {
    let list = """
      struct Library: View {
        var body: some View {
          List(series) { item in
            SeriesRow(item: item)
            NavigationLink("Open") { Detail() }
          }
          .navigationDestination(for: Int.self) { _ in Pushed() }
        }
      }
      """
    let rows = """
      struct SeriesRow: View {
        var body: some View {
          content.1️⃣navigationDestination(for: Series.ID.self) { SeriesView(id: $0) }
        }
        var content: some View { Badge() }
      }
      struct Badge: View {
        var body: some View {
          Text("b").2️⃣navigationDestination(isPresented: $shown) { Info() }
        }
      }
      struct Detail: View {
        var body: some View {
          Text("d").navigationDestination(for: Int.self) { _ in Text("fine") }
        }
      }
      struct Pushed: View {
        var body: some View {
          Text("p").navigationDestination(for: Int.self) { _ in Text("fine") }
        }
      }
      """
    let index = ProjectIndex(files: [
      FileIndex(tree: Parser.parse(source: list), path: "Library.swift"),
      FileIndex(tree: Parser.parse(source: MarkedSource(rows).text), path: "Rows.swift"),
    ])
    assertLint(DestinationInLazyContainerRule.self, rows, path: "Rows.swift", index: index)
    assertLint(DestinationInLazyContainerRule.self, list, path: "Library.swift", index: index)
    let messages = lint(
      DestinationInLazyContainerRule.self, MarkedSource(rows).text, path: "Rows.swift",
      index: index
    ).map(\.message)
    #expect(
      messages.first
        == "navigationDestination in SeriesRow, which is shown in List at Library.swift:3, is "
        + "registered per row and only while the row is loaded; attach it to the container or higher"
    )
  }
  @Test func seesThroughIfConfigInRowsAndModifierChains() {
    assertLint(
      DestinationInLazyContainerRule.self,
      """
      struct Rows: View {
        var body: some View {
          List {
            #if os(iOS)
            Text("a").1️⃣navigationDestination(for: Int.self) { _ in Text("x") }
            #endif
          }
          LazyVStack {
            ForEach(items) { item in
              Text(item.title)
                #if os(iOS)
                .2️⃣navigationDestination(for: String.self) { Text($0) }
                #endif
            }
          }
          VStack { Text("b") }
            #if os(iOS)
            .navigationDestination(for: Double.self) { _ in Text("x") }
            #endif
        }
      }
      """
    )
  }

}
