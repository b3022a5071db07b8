/// One route of the stack a link builds: a route key and the parameters that fill its fields.
///
/// A feature may name another feature's key here (a review link starts at `shop.product`);
/// the composition root checks at start-up that every named key is registered.
public struct LinkRoute: Hashable, Sendable {
  /// The route key, such as `reviews.review`.
  public let key: String
  /// Each route field, mapped to the link parameter that fills it.
  public let fields: [String: String]

  /// Creates a route template whose fields take the parameters of the same names.
  ///
  /// - Parameters:
  ///   - key: The route key.
  ///   - fields: The route's field names, each also a parameter of the pattern.
  public init(_ key: String, _ fields: String...) {
    self.key = key
    self.fields = Dictionary(uniqueKeysWithValues: fields.map { ($0, $0) })
  }

  /// Creates a route template with fields filled by parameters of other names.
  ///
  /// - Parameters:
  ///   - key: The route key.
  ///   - fields: Route field name to parameter name, such as `["query": "q"]`.
  public init(_ key: String, fields: [String: String]) {
    self.key = key
    self.fields = fields
  }

  /// The parameters this route needs.
  public var parameters: Set<String> { Set(fields.values) }
}
