/// A navigation destination as a small value: identifiers, never model objects.
///
/// Every case has a stable key `<feature>.<case>` (`library.series`, `reader.page`). The key
/// is what JSON, snapshots, URLs and the navigation graph use, so renaming a Swift type breaks
/// nothing. The part after the dot must equal the Swift case name, because the flat JSON
/// form (`{"key":"reader.page","seriesID":"op","chapter":1085,"page":3}`) is built from the
/// synthesized `Codable` form (`{"page":{"seriesID":"op","chapter":1085,"page":3}}`).
/// Associated values must be labelled and encode as JSON strings, numbers or booleans.
public protocol Route: Hashable, Codable, Sendable {
  /// The feature prefix of every key of this route type, such as `library`.
  static var feature: String { get }

  /// Every case's stable key, in declaration order.
  static var keys: [String] { get }

  /// This value's stable key, `<feature>.<case>`.
  var key: String { get }
}

extension Route {
  /// Wraps this route for a heterogeneous ``RoutePath``.
  public var erased: AnyRoute { AnyRoute(self) }
}
