import NavigationCore
import Testing

/// A feature drawn only by SwiftUI views writes a title per route, not a screen.
@MainActor
struct ViewOnlyFeatureTests {
  private enum CartRoute: Route {
    case cart
    case item(itemID: String)

    static let feature = "cart"
    static let caseNames = ["cart", "item"]
  }

  private struct CartFeature: ViewOnlyFeature {
    static let name = CartRoute.feature
    let tab: TabID? = "cart"
    let tabRoot: CartRoute? = .cart

    func navigationTitle(for route: CartRoute) -> String {
      switch route {
      case .cart: "Cart"
      case .item(let id): "Item \(id)"
      }
    }

    func handle(_ intent: String, in context: FeatureContext) -> Outcome<Never, Never> {
      Outcome()
    }

    func reconcile(_ route: CartRoute) -> Reconciliation<CartRoute> { .keep }
  }

  @Test func itsScreenIsItsTitleAndItsTitleIsNotBuiltFromAScreen() {
    let feature = CartFeature()
    let context = FeatureContext(tab: "cart")
    #expect(feature.screen(for: .item(itemID: "7"), in: context) == Screen(title: "Item 7"))
    #expect(feature.title(for: .cart) == "Cart")
    #expect(feature.missingData(for: .cart, in: context) == nil)
  }
}
