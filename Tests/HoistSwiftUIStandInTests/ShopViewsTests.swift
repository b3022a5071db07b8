import HoistSwiftUIStandInViews
import NavigationCore
import NavigationRouter
import SwiftUIStandIn
import TestSupport
import Testing

/// The README's SwiftUI snippet, over the shop fixture.
@MainActor
struct ShopViewsTests {
  private func shopRouter() throws -> Router<String> {
    try ShopApp().router
  }

  @Test func theSnippetsViewsCoverTheShopAndTheRootViewBuilds() throws {
    let router = try shopRouter()
    var views = RouteViewRegistry()
    try views.register(ShopViews())
    #expect(views.featuresWithoutViews(in: router.registry) == ["account"])
    #expect(views.view(for: ShopRoute.cart.erased) != nil)
    _ = HoistRootView(router: router, views: views).body
  }

  @Test func aRowsIntentFromTheTabRootPushesOnThatTab() throws {
    let router = try shopRouter()
    let bindings = NavigationBindings(router: router)
    let send = bindings.sendAction(from: nil, on: .tab("shop"))
    #expect(send(ShopFeature.intent("open p1")) == IntentReply())
    #expect(router.path(on: .tab("shop")).routes == [ShopRoute.product(productID: "p1").erased])
  }
}
