import NavLintCore
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
      ForEach(items) { item in
        Row(item).3️⃣navigationDestination(item: $selected) { Detail(id: $0) }
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
}
