import NavigationCore

/// The routes of the fake feature `alpha`: a root, an item and a page with two fields.
package enum AlphaRoute: Route {
  /// The feature's root.
  case home
  /// One item.
  case item(id: String)
  /// One page of an item.
  case page(id: String, number: Int)

  /// `alpha`.
  package static let feature = "alpha"
  /// Every case's name, in declaration order.
  package static let caseNames = ["home", "item", "page"]
}
