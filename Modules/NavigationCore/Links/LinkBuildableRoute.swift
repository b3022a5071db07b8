/// A route type that a matched link or a saved route object builds directly from its typed
/// values, without the `Decodable` detour of ``RouteCoding/decode(_:from:)``.
///
/// A link pattern's values are already typed by their ``LinkValueKind`` (a number is
/// ``JSONScalar/integer(_:)``, an ID or a text ``JSONScalar/string(_:)``), and so are a saved
/// object's, so a route enum picks its case by key and reads each field by name. Whatever it
/// cannot build it leaves to decoding, so every error stays decoding's. Each conforming
/// feature tests that every route it builds equals the decoded one.
public protocol LinkBuildableRoute: Route {
  /// Builds the route of a key from its flat fields.
  ///
  /// - Parameters:
  ///   - key: A route key, such as `shop.product`.
  ///   - fields: The fields by name, as in the flat JSON form (`key` may be among them and is
  ///     not read; other extra fields are ignored, as decoding ignores them).
  /// - Returns: The route, or `nil` when the key is not one of ``Route/keys`` or a field is
  ///   absent or of another kind.
  init?(key: String, fields: RouteFields)
}

extension LinkBuildableRoute {
  /// Builds the route of a key from its flat JSON object.
  ///
  /// - Parameters:
  ///   - key: A route key, such as `shop.product`.
  ///   - fields: The flat object, read as its ``RouteFields``.
  /// - Returns: What the ``RouteFields`` form returns for the same fields.
  public init?(key: String, fields: [String: JSONScalar]) {
    self.init(key: key, fields: RouteFields(fields))
  }
}
