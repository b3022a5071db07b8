import NavigationCore
import TestSupport
import Testing

struct RoutePathTests {
  private let item = AlphaRoute.item(id: "op").erased
  private let page = AlphaRoute.page(id: "op", number: 3).erased

  @Test func pushAppendsOnTop() {
    var path: RoutePath = []
    #expect(changes(&path) { $0.push(item) })
    #expect(changes(&path) { $0.push(page) })
    #expect(path.routes == [item, page])
    #expect(path.top == page)
  }

  @Test func popToLeavesTheNearestMatchFromTheTopOnTop() {
    let other = AlphaRoute.item(id: "jjk").erased
    var path: RoutePath = [item, page, other, page]
    let toItem = path.pop(to: .key("alpha.item"))
    #expect(toItem)
    #expect(path.routes == [item, page, other])
    let toExactItem = path.pop(to: .route(item))
    #expect(toExactItem)
    #expect(path.routes == [item])
  }

  @Test func popToWithoutAMatchChangesNothing() {
    var path: RoutePath = [item, page]
    let popped = path.pop(to: .key("beta.item"))
    #expect(popped == false)
    #expect(path.routes == [item, page])
  }

  @Test(arguments: [(-1, 2), (0, 2), (1, 1), (2, 0), (3, 0), (Int.max, 0)])
  func popCountIsClampedToThePath(count: Int, left: Int) {
    var path: RoutePath = [item, page]
    path.pop(count: count)
    #expect(path.count == left)
  }

  @Test func routeMatchesCompareByWhatTheyTest() {
    #expect(RouteMatch.key("alpha.item") == .key("alpha.item"))
    #expect(RouteMatch.key("alpha.item") != .route(item))
    #expect(RouteMatch.key("alpha.item").description == "key 'alpha.item'")
  }

  @Test func keysComeFromTheOneListOfCaseNames() {
    #expect(AlphaRoute.keys == ["alpha.home", "alpha.item", "alpha.page"])
    #expect(AlphaRoute.home.key == "alpha.home")
    #expect(AlphaRoute.page(id: "op", number: 3).key == "alpha.page")
    #expect(BetaRoute.toggle(isOn: false).caseName == "toggle")
  }

  @Test func pushingTheRouteOnTopIsANoOp() {
    var path: RoutePath = [item]
    #expect(changes(&path) { $0.push(item) } == false)
    #expect(path.routes == [item])
  }

  @Test func pushingARouteBelowTheTopAppendsIt() {
    var path: RoutePath = [item, page]
    #expect(changes(&path) { $0.push(item) })
    #expect(path.routes == [item, page, item])
  }

  @Test func backRemovesTheTop() {
    var path: RoutePath = [item, page]
    #expect(changes(&path) { $0.back() })
    #expect(path.routes == [item])
  }

  @Test func backOnAnEmptyPathIsANoOp() {
    var path: RoutePath = []
    #expect(changes(&path) { $0.back() } == false)
    #expect(path.isEmpty)
    #expect(path.top == nil)
  }

  @Test func popToRootEmptiesThePath() {
    var path: RoutePath = [item, page]
    path.popToRoot()
    #expect(path.routes == [])
  }

  @Test func replaceSwapsTheWholePath() {
    var path: RoutePath = [item]
    path.replace(with: [page, item, page])
    #expect(path.routes == [page, item, page])
    #expect(path.count == 3)
    #expect(path[1] == item)
  }

  @Test func replaceTopSwapsOnlyTheTop() {
    var path: RoutePath = [item, page]
    path.replaceTop(with: item)
    #expect(path.routes == [item, item])
  }

  @Test func replaceTopOnAnEmptyPathPushes() {
    var path: RoutePath = []
    path.replaceTop(with: page)
    #expect(path.routes == [page])
  }
}
