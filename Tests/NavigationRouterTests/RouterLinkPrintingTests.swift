import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// `Router.link(form:)`: the link of the screen on top, which opens that screen again, on a
/// registry that is not the sample app's.
@MainActor
struct RouterLinkPrintingTests {
  private let app: ShopApp
  private var router: Router<String> { app.router }
  private let cart = ShopRoute.cart.erased

  init() throws {
    app = try ShopApp()
  }

  @Test func aPushedScreenPrintsTheLinkThatOpenedIt() throws {
    #expect(try router.link() == "shop://catalog")
    router.open("shop://product/p1/reviews")
    #expect(try router.link() == "shop://product/p1/reviews")
    router.apply([.popCount(1)])
    #expect(try router.link(form: .custom) == "shop://product/p1")
  }

  @Test func aSheetOverThePathPrintsItsModalLink() throws {
    #expect(router.open("shop://cart").kind == .ok)
    #expect(router.state.stacks["shop"]?.presentation?.root == cart)
    #expect(try router.link() == "shop://cart")
    #expect(router.registry.links.deepestStack == 2)
  }

  @Test func whatNoPatternBuildsThrowsNoPattern() {
    // The cart pushed rather than presented, a sheet with a screen pushed inside it, a path
    // deeper than any pattern, and a form no pattern has.
    router.apply([.push(cart)])
    #expect(throws: LinkPrintingError.noPattern) { try router.link() }
    router.apply([.popToRoot(on: .tab("shop")), .present(cart, style: .sheet)])
    router.apply([.push(ShopRoute.product(productID: "p1").erased)])
    #expect(throws: LinkPrintingError.noPattern) { try router.link() }
    router.apply([.dismissAll(tab: "shop")])
    let product = ShopRoute.product(productID: "p1").erased
    let reviews = ShopRoute.reviews(productID: "p1").erased
    router.apply([.replacePath([product, reviews, product])])
    #expect(throws: LinkPrintingError.noPattern) { try router.link() }
    router.apply([.popCount(1)])
    #expect(throws: LinkPrintingError.noPattern) { try router.link(form: .https) }
  }

  @Test func aLinkLongerThanALinkMayBeSaysSo() {
    let id = String(repeating: "a", count: 4090)
    router.apply([.push(ShopRoute.product(productID: id).erased)])
    #expect(throws: LinkPrintingError.tooLong(bytes: 4105, limit: 4096)) { try router.link() }
  }

  @Test func theRegistryPrintsAnyStateNotOnlyTheRouters() throws {
    var state = router.state
    state.stacks["shop"] = NavigationStackState(
      path: [ShopRoute.product(productID: "p2").erased])
    #expect(try router.registry.link(of: state) == "shop://product/p2")
    #expect(try router.link() == "shop://catalog")
  }
}
