/// Which route ``NavigationCommand/popTo(_:)`` pops back to: a route key, one exact route, or
/// a named predicate.
///
/// Two matches are equal when their descriptions are equal, so a predicate's description must
/// say exactly what it tests.
public struct RouteMatch: Hashable, Sendable, CustomStringConvertible {
  /// What the match tests, as messages name it, such as `key 'shop.product'`.
  public let description: String
  private let test: @Sendable (AnyRoute) -> Bool

  /// A match from a description and a test.
  ///
  /// - Parameters:
  ///   - description: What the test checks; also the match's identity.
  ///   - test: Whether a route matches.
  public init(_ description: String, test: @escaping @Sendable (AnyRoute) -> Bool) {
    self.description = description
    self.test = test
  }

  /// Whether a route matches.
  ///
  /// - Parameter route: The route.
  /// - Returns: `true` when it matches.
  public func matches(_ route: AnyRoute) -> Bool { test(route) }

  /// Any route with a key, such as `shop.product`.
  ///
  /// - Parameter key: The route key.
  /// - Returns: The match.
  public static func key(_ key: String) -> RouteMatch {
    RouteMatch("key '\(key)'") { $0.key == key }
  }

  /// Exactly one route, IDs included.
  ///
  /// - Parameter route: The route.
  /// - Returns: The match.
  public static func route(_ route: AnyRoute) -> RouteMatch {
    RouteMatch("route \(route)") { $0 == route }
  }

  public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
    lhs.description == rhs.description
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(description)
  }
}
