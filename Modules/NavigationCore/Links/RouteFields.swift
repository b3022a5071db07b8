/// A route's flat JSON form, `key` included, as a short list of fields.
///
/// What a matched link or a saved object hands the route builders (``LinkBuildableRoute``): a
/// route has a handful of fields, so finding one by comparing names costs less than hashing
/// every name into a `[String: JSONScalar]`.
/// The order of the fields carries no meaning: two values are equal exactly when their flat
/// objects are.
public struct RouteFields: Hashable, Sendable {
  /// One field of the flat form.
  public struct Field: Hashable, Sendable {
    /// The field's name, such as `productID` (`key` for the route key).
    public let name: String
    /// The field's value.
    public let value: JSONScalar

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - value: The field's value.
    public init(name: String, value: JSONScalar) {
      self.name = name
      self.value = value
    }
  }

  /// The fields, each name once, in no particular order.
  public let fields: [Field]

  /// The fields of a flat JSON object.
  ///
  /// - Parameter object: The flat object, such as `["key": "shop.product", "productID": "p1"]`.
  /// - Complexity: O(*n*) for *n* fields.
  public init(_ object: [String: JSONScalar]) {
    fields = object.map { Field(name: $0.key, value: $0.value) }
  }

  /// Fields whose names are each given once (a ``LinkBinder`` checks them at registration).
  init(unique fields: [Field]) {
    self.fields = fields
  }

  /// The value of a field.
  ///
  /// - Parameter name: The field's name, such as `productID`.
  /// - Returns: The value, or `nil` when the route has no field of that name.
  /// - Complexity: O(*n*) for *n* fields: a few name comparisons.
  public subscript(name: String) -> JSONScalar? {
    for field in fields where field.name == name { return field.value }
    return nil
  }

  /// The flat JSON object, as ``RouteCoding`` reads and writes it.
  public var object: [String: JSONScalar] {
    Dictionary(uniqueKeysWithValues: fields.map { ($0.name, $0.value) })
  }

  /// Whether two routes have the same fields with the same values, in any order.
  ///
  /// - Complexity: O(*n*²) for *n* fields: a handful.
  public static func == (lhs: RouteFields, rhs: RouteFields) -> Bool {
    lhs.fields.count == rhs.fields.count
      && lhs.fields.allSatisfy { rhs[$0.name] == $0.value }
  }

  /// Hashes the flat object, whose hash does not depend on the order of its fields.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(object)
  }
}
