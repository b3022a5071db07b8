import NavigationCore

/// One change restoration made to saved navigation: what, where and why.
public struct RestorationChange: Hashable, Sendable {
  /// What happened to the route.
  public enum Action: String, Hashable, Sendable {
    /// Removed, with everything above it.
    case dropped
    /// Shown as another route.
    case replaced
  }

  /// What happened.
  public var action: Action
  /// The tab whose stack held the route.
  public var tab: TabID
  /// Where in the tab: `path 2` (1-based), `sheet root`, `sheet › path 1`, ….
  public var place: String
  /// The saved route in its flat JSON form, `key` included.
  public var route: [String: JSONScalar]
  /// What it became, for ``Action/replaced``.
  public var replacement: [String: JSONScalar]?
  /// How many routes and modals above a dropped route went with it.
  public var removedAbove: Int
  /// Why, as the feature said it.
  public var reason: String

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - action: Dropped or replaced.
  ///   - tab: The tab.
  ///   - place: Where in the tab.
  ///   - route: The saved route's flat object.
  ///   - replacement: What it became, if replaced.
  ///   - removedAbove: What went with a dropped route, or with a route replaced by another
  ///     feature's (a restoration fallback).
  ///   - reason: Why.
  public init(
    action: Action, tab: TabID, place: String, route: [String: JSONScalar],
    replacement: [String: JSONScalar]? = nil, removedAbove: Int = 0, reason: String
  ) {
    self.action = action
    self.tab = tab
    self.place = place
    self.route = route
    self.replacement = replacement
    self.removedAbove = removedAbove
    self.reason = reason
  }

  /// One line for people: `shop tab, path 1: dropped shop.product(productID: p9): …`.
  public var text: String {
    let what: String
    switch action {
    case .dropped:
      let above =
        removedAbove == 0
        ? "" : " and \(removedAbove) \(removedAbove == 1 ? "screen" : "screens") above it"
      what = "dropped \(Self.describe(route))\(above)"
    case .replaced:
      let above =
        removedAbove == 0
        ? "" : " (and removed \(removedAbove) \(removedAbove == 1 ? "screen" : "screens") above it)"
      what = "replaced \(Self.describe(route)) with \(Self.describe(replacement ?? [:]))\(above)"
    }
    return "\(tab) tab, \(place): \(what): \(reason)"
  }

  /// A route object for people: `shop.review(number: 3, productID: p1)`.
  ///
  /// - Parameter object: A flat route object.
  /// - Returns: Its key and fields, sorted.
  public static func describe(_ object: [String: JSONScalar]) -> String {
    let key = object["key"]?.description ?? "a route without a key"
    let fields = object.filter { $0.key != "key" }.sorted { $0.key < $1.key }
      .map { "\($0.key): \($0.value)" }
    return fields.isEmpty ? key : "\(key)(\(fields.joined(separator: ", ")))"
  }
}
