import NavigationCore

/// The routes of the fake feature `beta`; `item(id:)` has the same shape as
/// ``AlphaRoute/item(id:)`` so tests can tell routes of different types apart.
public enum BetaRoute: Route {
  case home
  case item(id: String)
  case toggle(isOn: Bool)

  public static let feature = "beta"
  public static let keys = ["beta.home", "beta.item", "beta.toggle"]

  public var key: String {
    switch self {
    case .home: "beta.home"
    case .item: "beta.item"
    case .toggle: "beta.toggle"
    }
  }
}
