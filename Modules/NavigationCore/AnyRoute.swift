/// A type-erased route: the element of a ``RoutePath``.
///
/// Two erased routes are equal when their underlying routes have the same type and are equal.
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped route.
  public let base: any Route

  /// Wraps a route.
  ///
  /// - Parameter base: The route to wrap. Wrapping an `AnyRoute` is not possible by type.
  public init(_ base: some Route) {
    self.base = base
  }

  /// The stable key of the wrapped route, such as `reader.page`.
  public var key: String { base.key }

  /// The feature prefix of the key, such as `reader`.
  public var feature: String { type(of: base).feature }

  /// The wrapped route as a concrete type.
  ///
  /// - Parameter type: The route type to cast to.
  /// - Returns: The route, or `nil` when it is of another type.
  public func `as`<R: Route>(_ type: R.Type) -> R? {
    base as? R
  }

  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }

  /// The flat JSON form, such as `{"key":"library.series","seriesID":"op"}`.
  public var description: String {
    (try? RouteCoding.jsonString(for: self)) ?? key
  }
}
