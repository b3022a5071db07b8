/// A type-erased route: the element of a ``RoutePath``.
///
/// Two erased routes are equal when their underlying routes have the same type and are equal.
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
  // The existential is the erasure itself: each conforming route enum is linted where it is
  // declared, and registration refuses a route type it cannot key, encode and decode.
  // navlint:disable:next route-carries-model
  /// The wrapped route.
  public let base: any Route
  /// The wrapped route's key when whoever wrapped it had read it already; not part of equality.
  private let knownKey: String?

  /// Wraps a route.
  ///
  /// - Parameter base: The route to wrap. Wrapping an `AnyRoute` is not possible by type.
  public init(_ base: some Route) {
    self.base = base
    self.knownKey = nil
  }

  /// Wraps a route built from its key, so that ``key`` does not read the key again from the
  /// value (a `Route.key` read is about 4,400 instructions, measured with callgrind).
  ///
  /// - Parameters:
  ///   - base: The route to wrap.
  ///   - key: Exactly `base.key`, such as the key a link's route was built from. A debug
  ///     build stops on any other key; a release build (`-O`, where `assert` is compiled out)
  ///     does not read `base.key` at all.
  package init(_ base: some Route, key: String) {
    assert(
      key == base.key,
      "AnyRoute(_:key:) was given the key '\(key)' for a route whose key is '\(base.key)'")
    self.base = base
    self.knownKey = key
  }

  /// The stable key of the wrapped route, such as `shop.product`.
  public var key: String { knownKey ?? base.key }

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
    // What `AnyHashable` answers for value types, without boxing both sides (callgrind: about
    // 4,000 instructions a comparison): two values of one type compare with its `==`, values
    // of two types are unequal. Classes go through `AnyHashable`, which compares a subclass
    // by its hashable base class.
    func equals<R: Route>(_ left: R) -> Bool? {
      guard !(R.self is AnyClass), !(type(of: rhs.base) is AnyClass) else { return nil }
      guard type(of: rhs.base) == R.self, let right = rhs.base as? R else { return false }
      return left == right
    }
    return equals(lhs.base) ?? (AnyHashable(lhs.base) == AnyHashable(rhs.base))
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }

  /// The flat JSON form, such as `{"key":"shop.product","productID":"p1"}`.
  public var description: String {
    (try? RouteCoding.jsonString(for: self)) ?? key
  }
}
