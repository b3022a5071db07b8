import NavigationCore
import NavigationRouter

/// The routes of a small shop: a product and its reviews, and the cart as a sheet.
package enum ShopRoute: Route {
  case catalog
  case product(productID: String)
  case reviews(productID: String)
  case cart

  package static let feature = "shop"
  package static let caseNames = ["catalog", "product", "reviews", "cart"]
}

/// A shop feature with links: `shop://catalog`, `shop://product/<id>`, `shop://product/<id>/reviews`
/// and `shop://cart` (the cart sheet over the catalog). Product `p2` has no reviews;
/// an unknown product is missing. Arriving at a product records it as viewed.
@MainActor
package struct ShopFeature: LinkableFeature {
  package typealias RouteType = ShopRoute
  package typealias Intent = String
  package typealias Change = String

  package static let name = ShopRoute.feature
  package static let links: [LinkPattern] = [
    LinkPattern(scheme: "shop", host: "catalog", universal: false, tab: "shop", stack: []),
    LinkPattern(
      scheme: "shop", host: "product", segments: [.value("productID", .identifier(.slug))],
      universal: false, tab: "shop", stack: [LinkRoute("shop.product", "productID")]),
    LinkPattern(
      scheme: "shop", host: "product",
      segments: [.value("productID", .identifier(.slug)), .literal("reviews")],
      universal: false, tab: "shop",
      stack: [LinkRoute("shop.product", "productID"), LinkRoute("shop.reviews", "productID")]),
    LinkPattern(
      scheme: "shop", host: "cart", universal: false, tab: "shop", stack: [],
      modal: LinkModal(.sheet, LinkRoute("shop.cart"))),
  ]

  package let tab: TabID? = "shop"
  package let tabRoot: ShopRoute? = .catalog
  package let products: Set<String> = ["p1", "p2"]

  package init() {}

  package func screen(for route: ShopRoute, in context: FeatureContext) -> Screen {
    if let missing = missingData(for: route, in: context) {
      return Screen(title: "Not found", state: .notFound, body: missing)
    }
    switch route {
    case .catalog:
      return Screen(
        title: title(for: route),
        rows: products.sorted().map {
          ScreenRow("Product \($0)", intent: Self.intent("open \($0)"))
        })
    case .product(let id):
      return Screen(
        title: title(for: route),
        actions: [ScreenAction("Reviews", intent: Self.intent("reviews \(id)"))])
    case .reviews, .cart:
      return Screen(title: title(for: route))
    }
  }

  package func title(for route: ShopRoute) -> String {
    switch route {
    case .catalog: "Catalog"
    case .product(let id): "Product \(id)"
    case .reviews(let id): "Reviews of \(id)"
    case .cart: "Cart"
    }
  }

  package func missingData(for route: ShopRoute, in context: FeatureContext) -> String? {
    switch route {
    case .product(let id) where !products.contains(id): "No product “\(id)”."
    case .reviews("p2"): "No reviews of p2 yet."
    default: nil
    }
  }

  /// `open <id>` pushes a product and records it as viewed; `reviews <id>` pushes its reviews.
  package func handle(_ intent: String, in context: FeatureContext) -> Outcome<String, Never> {
    let words = intent.split(separator: " ").map(String.init)
    guard words.count == 2 else { return .rejected("“\(intent)” is not a shop intent.") }
    switch words[0] {
    case "open":
      return Outcome(
        commands: [.push(ShopRoute.product(productID: words[1]).erased)],
        changes: ["viewed \(words[1])"])
    case "reviews":
      return Outcome(commands: [.push(ShopRoute.reviews(productID: words[1]).erased)])
    default:
      return .rejected("“\(intent)” is not a shop intent.")
    }
  }

  package func reconcile(_ route: ShopRoute) -> Reconciliation<ShopRoute> {
    .keep
  }

  package func arrived(at route: ShopRoute, in context: FeatureContext) -> Outcome<String, Never> {
    guard case .product(let id) = route else { return .none }
    return Outcome(changes: ["viewed \(id)"])
  }
}

/// An account feature on its own tab, with no links.
package enum AccountRoute: Route {
  case overview
  case orders

  package static let feature = "account"
  package static let caseNames = ["overview", "orders"]
}

@MainActor
package struct AccountFeature: FeatureModule {
  package typealias RouteType = AccountRoute
  package typealias Intent = String
  package typealias Change = String

  package static let name = AccountRoute.feature
  package let tab: TabID? = "account"
  package let tabRoot: AccountRoute? = .overview

  package init() {}

  package func screen(for route: AccountRoute, in context: FeatureContext) -> Screen {
    Screen(title: route.key)
  }

  package func handle(_ intent: String, in context: FeatureContext) -> Outcome<String, Never> {
    .none
  }

  package func reconcile(_ route: AccountRoute) -> Reconciliation<AccountRoute> {
    .keep
  }
}

/// A router over the shop and account features, with the data changes it applied.
@MainActor
package final class ShopApp {
  package let router: Router<String>
  package private(set) var changes: [String] = []

  package init() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(ShopFeature())
    try registry.register(AccountFeature())
    try registry.checkLinks()
    router = Router(registry: registry, tabs: ["shop", "account"], selectedTab: "shop")
    router.changeHandler = { [weak self] in self?.changes += $0 }
  }
}
