import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// The split-view adapter derives columns from one path and maps column gestures back to it.
@MainActor
struct SplitViewAdapterTests {
  private let root = AlphaRoute.home.erased
  private let a = AlphaRoute.item("a")
  private let b = AlphaRoute.item("b")
  private let page = AlphaRoute.page(id: "a", number: 1).erased
  private let beta = BetaRoute.item("x")

  /// Items fill the content column, pages the detail column, beta routes the sidebar.
  private func role(_ route: AnyRoute) -> ColumnRole? {
    switch route.key {
    case "alpha.item": .content
    case "alpha.page": .detail
    case "beta.item": .sidebar
    default: nil
    }
  }

  private func columns(_ routes: [AnyRoute]) -> [SplitViewColumn] {
    SplitViewAdapter.columns(path: RoutePath(routes), root: root, role: role)
  }

  @Test func anEmptyPathIsTheSidebarWithTheTabRoot() {
    #expect(
      columns([]) == [SplitViewColumn(role: .sidebar, root: root, routes: [], pathRange: 0..<0)])
    #expect(columns([]).first?.top == root)
  }

  @Test func routesGoToTheirColumnsBottomFirst() {
    #expect(
      columns([beta, a, b, page]) == [
        SplitViewColumn(role: .sidebar, root: root, routes: [beta], pathRange: 0..<1),
        SplitViewColumn(role: .content, routes: [a, b], pathRange: 1..<3),
        SplitViewColumn(role: .detail, routes: [page], pathRange: 3..<4),
      ])
  }

  @Test func aColumnNeverMovesLeft() {
    // A content route after the reader stays in the detail column.
    #expect(columns([a, page, b]).map(\.role) == [.sidebar, .content, .detail])
    #expect(columns([a, page, b]).last?.routes == [page, b])
    #expect(columns([page, beta]).map(\.routes) == [[], [page, beta]])
  }

  @Test func aRouteWithoutARoleMovesOneColumnRight() {
    let gamma = BetaRoute.toggle(isOn: true).erased
    #expect(columns([gamma]).map(\.role) == [.sidebar, .content])
    #expect(columns([a, gamma, gamma]).map(\.role) == [.sidebar, .content, .detail])
  }

  @Test func choosingAColumnKeepsThePathThroughIt() {
    let path: RoutePath = [beta, a, page]
    let columns = columns(path.routes)
    #expect(SplitViewAdapter.path(through: 0, of: columns, in: path) == [beta])
    #expect(SplitViewAdapter.path(through: 1, of: columns, in: path) == [beta, a])
    #expect(SplitViewAdapter.path(through: 2, of: columns, in: path) == [beta, a, page])
  }

  @Test func backClearsTheRightmostColumn() {
    let path: RoutePath = [a, b, page]
    #expect(SplitViewAdapter.pathClearingRightmostColumn(columns(path.routes), in: path) == [a, b])
    let two: RoutePath = [a, b]
    #expect(SplitViewAdapter.pathClearingRightmostColumn(columns(two.routes), in: two) == [])
    let bare: RoutePath = []
    #expect(SplitViewAdapter.pathClearingRightmostColumn(columns([]), in: bare) == nil)
  }

  // MARK: - The router

  @Test func choosingARowThatPushesReplacesTheColumnsToItsRightInOneWrite() throws {
    let router = try RouterFixture().router
    router.apply([.push(a), .push(b)])
    router.setLayout(.regular)
    // Fake features declare no roles: a in content, b one column further right.
    #expect(router.columns.map(\.role) == [.sidebar, .content, .detail])
    let writes = router.writeCount
    let push = FakeFeature<AlphaRoute>.intent(.respond(commands: [.push(page)]))
    router.send(push, fromColumn: 0)
    #expect(router.writeCount == writes + 1)
    #expect(router.state.selectedStack.path == [page])
    #expect(router.state.layout == .regular)
  }

  @Test func theFeatureSeesThePathThroughTheChosenColumn() throws {
    let fixture = try RouterFixture()
    let router = fixture.router
    router.apply([.push(a), .push(b)])
    router.setLayout(.regular)
    router.send(FakeFeature<AlphaRoute>.intent(.respond()), fromColumn: 1)
    let entry = try #require(fixture.alphaLog.entries.last)
    #expect(entry.route == a)
    // Nothing navigated: the columns stay.
    #expect(router.state.selectedStack.path == [a, b])
  }

  @Test func presentingFromAColumnLeavesTheColumns() throws {
    let router = try RouterFixture().router
    router.apply([.push(a), .push(b)])
    router.setLayout(.regular)
    let present = FakeFeature<AlphaRoute>.intent(
      .respond(commands: [.present(page, style: .sheet)]))
    router.send(present, fromColumn: 0)
    #expect(router.state.selectedStack.path == [a, b])
    #expect(router.state.activePresentation?.root == page)
    // A sheet covers the columns: no column takes a choice until it is dismissed.
    let push = FakeFeature<AlphaRoute>.intent(.respond(commands: [.push(page)]))
    #expect(router.send(push, fromColumn: 0) == IntentReply())
    #expect(router.state.selectedStack.path == [a, b])
  }

  @Test func switchingTheLayoutChangesNothingElse() throws {
    let router = try RouterFixture().router
    router.apply([.push(a), .present(b, style: .fullScreenCover), .push(page)])
    let before = router.state
    router.setLayout(.regular)
    router.setLayout(.compact)
    #expect(router.state == before)
    #expect(router.writeCount == 3)
  }
}
