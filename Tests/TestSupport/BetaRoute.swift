import NavigationCore

/// The routes of the fake feature `beta`; `item(id:)` has the same shape as
/// ``AlphaRoute/item(id:)`` so tests can tell routes of different types apart.
package enum BetaRoute: Route {
  /// The feature's root.
  case home
  /// One item, shaped like `AlphaRoute.item(id:)`.
  case item(id: String)
  /// A switch, for a boolean field.
  case toggle(isOn: Bool)

  /// `beta`.
  package static let feature = "beta"
  /// Every case's name, in declaration order.
  package static let caseNames = ["home", "item", "toggle"]
}
