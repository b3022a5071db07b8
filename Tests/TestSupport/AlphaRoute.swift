import NavigationCore

/// The routes of the fake feature `alpha`: a root, an item and a page with two fields.
public enum AlphaRoute: Route {
  case home
  case item(id: String)
  case page(id: String, number: Int)

  public static let feature = "alpha"
  public static let keys = ["alpha.home", "alpha.item", "alpha.page"]

  public var key: String {
    switch self {
    case .home: "alpha.home"
    case .item: "alpha.item"
    case .page: "alpha.page"
    }
  }
}
