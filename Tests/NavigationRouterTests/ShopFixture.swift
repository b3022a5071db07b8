import NavigationCore
import NavigationRouter

/// The routes of a small shop: a product and its reviews, and the cart as a sheet.
enum ShopRoute: Route {
  case catalog
  case product(productID: String)
  case reviews(productID: String)
  case cart

  static let feature = "shop"
  static let caseNames = ["catalog", "product", "reviews", "cart"]
}

/// A shop feature with links: `shop://catalog`, `shop://product/<id>` and `shop://product/<id>/reviews`. Product `p2` has no reviews;
/// an unknown product is missing. Arriving at a product records it as viewed.
@MainActor
struct ShopFeature: LinkableFeature {
  typealias RouteType = ShopRoute
  typealias Intent = String
  typealias Change = String

  static let name = ShopRoute.feature
  static let links: [LinkPattern] = [
    LinkPattern(scheme: "shop", host: "catalog", universal: false, tab: "shop", stack: []),
    LinkPattern(
      scheme: "shop", host: "product", segments: [.value("productID", .identifier(.slug))],
      universal: false, tab: "shop", stack: [LinkRoute("shop.product", "productID")]),
    LinkPattern(
      scheme: "shop", host: "product",
      segments: [.value("productID", .identifier(.slug)), .literal("reviews")],
      universal: false, tab: "shop",
      stack: [LinkRoute("shop.product", "productID"), LinkRoute("shop.reviews", "productID")]),
  ]

  let tab: TabID? = "shop"
  let tabRoot: ShopRoute? = .catalog
  let products: Set<String> = ["p1", "p2"]

  func screen(for route: ShopRoute, in context: FeatureContext) -> Screen {
    if let missing = missingData(for: route, in: context) {
      return Screen(title: "Not found", state: .notFound, body: missing)
    }
    return Screen(title: title(for: route))
  }

  func title(for route: ShopRoute) -> String {
    switch route {
    case .catalog: "Catalog"
    case .product(let id): "Product \(id)"
    case .reviews(let id): "Reviews of \(id)"
    case .cart: "Cart"
    }
  }

  func missingData(for route: ShopRoute, in context: FeatureContext) -> String? {
    switch route {
    case .product(let id) where !products.contains(id): "No product “\(id)”."
    case .reviews("p2"): "No reviews of p2 yet."
    default: nil
    }
  }

  func handle(_ intent: String, in context: FeatureContext) -> Outcome<String, Never> {
    .none
  }

  func reconcile(_ route: ShopRoute) -> Reconciliation<ShopRoute> {
    .keep
  }

  func arrived(at route: ShopRoute, in context: FeatureContext) -> Outcome<String, Never> {
    guard case .product(let id) = route else { return .none }
    return Outcome(changes: ["viewed \(id)"])
  }
}

/// An account feature on its own tab, with no links.
enum AccountRoute: Route {
  case overview
  case orders

  static let feature = "account"
  static let caseNames = ["overview", "orders"]
}

@MainActor
struct AccountFeature: FeatureModule {
  typealias RouteType = AccountRoute
  typealias Intent = String
  typealias Change = String

  static let name = AccountRoute.feature
  let tab: TabID? = "account"
  let tabRoot: AccountRoute? = .overview

  func screen(for route: AccountRoute, in context: FeatureContext) -> Screen {
    Screen(title: route.key)
  }

  func handle(_ intent: String, in context: FeatureContext) -> Outcome<String, Never> {
    .none
  }

  func reconcile(_ route: AccountRoute) -> Reconciliation<AccountRoute> {
    .keep
  }
}

/// A router over the shop and account features, with the data changes it applied.
@MainActor
final class ShopApp {
  let router: Router<String>
  private(set) var changes: [String] = []

  init() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(ShopFeature())
    try registry.register(AccountFeature())
    try registry.checkLinks()
    router = Router(registry: registry, tabs: ["shop", "account"], selectedTab: "shop")
    router.changeHandler = { [unowned self] in changes += $0 }
  }
}
