/// A navigation destination as a small value: identifiers, never model objects.
///
/// Every case has a stable key `<feature>.<case>` (`shop.product`, `shop.review`). The key
/// is what JSON, snapshots, URLs and the navigation graph use, so renaming a Swift type breaks
/// nothing. The part after the dot must equal the Swift case name, because the flat JSON
/// form (`{"key":"shop.review","productID":"p1","number":3}`) is built from the
/// synthesized `Codable` form (`{"review":{"productID":"p1","number":3}}`).
/// Associated values must be labelled and encode as JSON strings, numbers or booleans.
///
/// A route type lists its case names once, in ``caseNames``; ``keys`` and ``key`` are derived
/// from it (the case of a value is read from its synthesized `Codable` form, or by
/// reflection), so a case name is never spelled in a `switch` again. Each feature tests that
/// every case has a distinct key from the list.
public protocol Route: Hashable, Codable, Sendable {
  /// The feature prefix of every key of this route type, such as `shop`.
  static var feature: String { get }

  /// Every case's name, in declaration order: the one list the keys come from.
  static var caseNames: [String] { get }

  /// Every case's stable key, in declaration order; `<feature>.<case name>` by default.
  static var keys: [String] { get }

  /// This value's stable key, `<feature>.<case>`; by default built from the case's name.
  var key: String { get }
}

extension Route {
  public static var keys: [String] { caseNames.map { "\(feature).\($0)" } }

  public var key: String { "\(Self.feature).\(caseName)" }

  /// The Swift name of this value's case, such as `product` for `.product(productID: "p1")`.
  ///
  /// Read from the synthesized `Codable` form when that names one of ``caseNames`` (the
  /// flat JSON form already depends on it), else by reflection.
  ///
  /// - Complexity: O(1) allocations for a route enum; reflection (about 20 times the cost)
  ///   otherwise.
  public var caseName: String {
    if let name = RouteFieldEncoder.caseName(of: self), Self.caseNames.contains(name) {
      return name
    }
    // A case with associated values reflects as one child labelled with the case's name; a
    // case without them prints as its name (route enums are not CustomStringConvertible).
    return Mirror(reflecting: self).children.first?.label ?? String(describing: self)
  }
}

extension Route {
  /// Wraps this route for a heterogeneous ``RoutePath``.
  public var erased: AnyRoute { AnyRoute(self) }
}
