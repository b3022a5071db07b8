import Foundation
import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// `Router.open(_:)`: one call opens a link with every arrival rule, on a registry that is not
/// the sample app's.
@MainActor
struct RouterLinkOpeningTests {
  private let app: ShopApp
  private var router: Router<String> { app.router }
  private let product = ShopRoute.product(productID: "p1").erased

  init() throws {
    app = try ShopApp()
  }

  @Test func aLinkLandsOnItsPathAndCallsTheFeaturesArrival() {
    let opening = router.open("shop://product/p1")
    #expect(opening.kind == .ok)
    #expect(opening.message == nil)
    #expect(
      opening.events == [
        .linkOpened(url: "shop://product/p1", outcome: "ok"), .pushed(product, tab: "shop"),
      ])
    #expect(router.state.selectedTab == "shop")
    #expect(router.state.stacks["shop"]?.path.routes == [product])
    #expect(app.changes == ["viewed p1"])
  }

  @Test func aURLValueOpensLikeItsText() throws {
    let url = try #require(URL(string: "shop://product/p1"))
    #expect(router.open(url).kind == .ok)
    #expect(router.state.stacks["shop"]?.path.routes == [product])
  }

  @Test func aMissingLaterRouteFallsBackToTheRouteBeforeIt() {
    let opening = router.open("shop://product/p2/reviews")
    #expect(opening.kind == .fallback)
    #expect(opening.message == "No reviews of p2 yet. Showing Product p2.")
    #expect(router.state.stacks["shop"]?.path.routes == [ShopRoute.product(productID: "p2").erased])
    #expect(app.changes == ["viewed p2"])
  }

  @Test func aMissingFirstRouteFailsOnItsRecoveryScreenWithoutArriving() {
    let opening = router.open("shop://product/p9")
    #expect(opening.kind == .failed)
    #expect(opening.message == "No product “p9”.")
    #expect(router.state.stacks["shop"]?.path.routes == [ShopRoute.product(productID: "p9").erased])
    #expect(router.screen(for: router.state.visibleRoute).state == .notFound)
    #expect(app.changes == [])
  }

  @Test func aForeignLinkIsIgnoredAndChangesNothing() {
    let writes = router.writeCount
    let opening = router.open("https://example.com/product/p1")
    #expect(opening.kind == .ignored)
    #expect(opening.message == "Ignored https://example.com/product/p1: not a link this app opens.")
    #expect(
      opening.events == [.linkOpened(url: "https://example.com/product/p1", outcome: "ignored")])
    #expect(router.writeCount == writes)
  }

  @Test func aMalformedLinkChangesNothingAndNamesTheBadPart() {
    let writes = router.writeCount
    let opening = router.open("shop://product/P%20!")
    #expect(opening.kind == .malformed)
    #expect(opening.error != nil)
    #expect(opening.message == "malformed link: \(opening.error?.description ?? "")")
    #expect(opening.events == [.linkOpened(url: "shop://product/P%20!", outcome: "malformed")])
    #expect(router.writeCount == writes)
  }

  @Test func aLinkToTheScreenOnTopChangesNothingAndSaysSo() {
    router.open("shop://product/p1")
    let writes = router.writeCount
    let opening = router.open("shop://product/p1")
    #expect(opening.kind == .ok)
    #expect(opening.message == "Already showing Product p1.")
    #expect(router.writeCount == writes)
  }

  @Test func aLinkAnswersTheAlertAsCancelAndClosesTheModalsOnScreenAndOnItsTab() {
    router.apply([.present(ShopRoute.cart.erased, style: .sheet), .selectTab("account")])
    router.apply([.present(AccountRoute.orders.erased, style: .fullScreenCover)])
    router.apply([
      .showAlert(
        AlertRequest(title: "Sign out?", confirmLabel: "Sign out", confirm: ShopFeature.intent("x"))
      )
    ])
    let opening = router.open("shop://product/p1")
    #expect(opening.kind == .ok)
    #expect(router.state.alert == nil)
    #expect(router.state.selectedTab == "shop")
    #expect(router.state.stacks["shop"] == NavigationStackState(path: [product]))
    #expect(router.state.stacks["account"] == NavigationStackState())
    #expect(opening.events.first == .linkOpened(url: "shop://product/p1", outcome: "ok"))
    #expect(opening.events.contains(.alertAnswered(title: "Sign out?", confirmed: false)))
  }

  @Test func aTabRootLinkPopsTheTabToItsRoot() {
    router.open("shop://product/p1")
    router.open("shop://catalog")
    #expect(router.state.stacks["shop"]?.path.routes == [])
  }

  @Test func aLinkOpensInTheWindowThatAlreadyShowsItsTarget() throws {
    let other = try ShopApp()
    other.router.open("shop://product/p1")
    router.apply([.selectTab("account")])
    let (target, opening) = router.open("shop://product/p1", orIn: [other.router])
    #expect(target === other.router)
    #expect(opening.message == "Already showing Product p1.")
    #expect(router.state.selectedTab == "account")
  }

  @Test func aLinkNoOtherWindowShowsOpensWhereItArrived() throws {
    let other = try ShopApp()
    let (target, opening) = router.open("shop://product/p2", orIn: [other.router])
    #expect(target === router)
    #expect(opening.kind == .ok)
    #expect(other.router.state.stacks["shop"]?.path.routes == [])
  }
}
