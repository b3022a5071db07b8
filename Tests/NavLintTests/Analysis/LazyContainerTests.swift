import NavLintCore
import SwiftSyntax
import Testing

struct LazyContainerTests {
  /// The container around each `.navigationDestination` call of the source, in order.
  private func containers(_ source: String) -> [String?] {
    CallFinder.calls(named: "navigationDestination", in: source).map {
      LazyContainer.enclosing($0)?.name
    }
  }

  @Test func findsListAndForEachRows() {
    let source = """
      List {
        Text("a").navigationDestination(for: Int.self) { Text("\\($0)") }
      }
      ForEach(items) { item in
        Row(item).navigationDestination(isPresented: $shown) { Detail() }
      }
      List(items) { item in
        VStack { Row(item).navigationDestination(item: $item) { Detail($0) } }
      }
      """
    // A ForEach outside a lazy container builds its views eagerly.
    #expect(containers(source) == ["List", nil, "List"])
  }

  @Test func findsFormAndLazyStacksAndGrids() {
    let source = """
      Form { Text("a").navigationDestination(for: A.self) { _ in X() } }
      LazyVStack { Text("a").navigationDestination(for: A.self) { _ in X() } }
      LazyHStack(spacing: 2) { Text("a").navigationDestination(for: A.self) { _ in X() } }
      LazyVGrid(columns: c) { Text("a").navigationDestination(for: A.self) { _ in X() } }
      LazyHGrid(rows: r, content: { Text("a").navigationDestination(for: A.self) { _ in X() } })
      """
    #expect(containers(source) == ["Form", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"])
  }

  @Test func attachedToTheContainerItselfIsOutside() {
    let source = """
      List { Text("a") }
        .navigationDestination(for: A.self) { _ in X() }
      ScrollView { LazyVStack { Text("a") }.navigationDestination(for: A.self) { _ in X() } }
      VStack { Text("a").navigationDestination(for: A.self) { _ in X() } }
      """
    #expect(containers(source) == [nil, nil, nil])
  }

  @Test func innermostContainerWins() {
    let source = """
      List { ForEach(items) { Row($0).navigationDestination(for: A.self) { _ in X() } } }
      """
    #expect(containers(source) == ["List"])
  }

  @Test func pageStyleTabViewIsLazyOtherTabViewsAreNot() {
    let source = """
      TabView { Text("a").navigationDestination(for: A.self) { _ in X() } }
        .tabViewStyle(.page)
      TabView { Text("a").navigationDestination(for: A.self) { _ in X() } }
        .tabViewStyle(.page(indexDisplayMode: .never))
      TabView { Text("a").navigationDestination(for: A.self) { _ in X() } }
        .tabViewStyle(PageTabViewStyle())
      TabView { Text("a").navigationDestination(for: A.self) { _ in X() } }
      TabView { Text("a").navigationDestination(for: A.self) { _ in X() } }
        .tabViewStyle(.automatic)
      """
    #expect(containers(source) == ["TabView", "TabView", "TabView", nil, nil])
  }

  @Test func presentationContentAndDeclarationsStopTheWalk() {
    let source = """
      List {
        Row().sheet(isPresented: $shown) {
          NavigationStack { Text("a").navigationDestination(for: A.self) { _ in X() } }
        }
      }
      List {
        Row().onAppear {
          struct Inner: View {
            var body: some View { Text("a").navigationDestination(for: A.self) { _ in X() } }
          }
        }
      }
      """
    #expect(containers(source) == [nil, nil])
  }
}
