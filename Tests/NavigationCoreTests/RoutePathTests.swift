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
