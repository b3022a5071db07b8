/// Lists a route object's field names as the decoder offers them to ``RouteFieldKey``, without
/// the arrays of keys `allKeys` builds.
///
/// `KeyedDecodingContainer.allKeys` is the one way `Decodable` lists an object's keys, and it
/// costs far more than the names: `JSONDecoder` makes a key of each name through
/// `init?(stringValue:)`, the standard library's container box copies the keys into an array
/// of `any CodingKey`, and `KeyedDecodingContainer` casts that array back to its key type, a
/// dynamic cast for every key (11,450 instructions for a route's three keys). A decoder lists
/// "all keys present which are convertible to the requested type", so it offers every name to
/// `init?(stringValue:)`; while this list is bound to ``current``, ``RouteFieldKey`` records
/// each name offered and declines it, and `allKeys` returns an empty array, with nothing to
/// copy or cast. The names come in the order `allKeys` would have listed them.
///
/// `@unchecked Sendable`: a list is bound only around one synchronous `allKeys` call on the
/// thread that decodes, and read by its owner after that call returns; no other task or thread
/// reaches it.
final class FieldNameList: @unchecked Sendable {
  /// The list a ``RouteFieldKey`` records offered names in; `nil` outside ``names(of:)``.
  @TaskLocal static var current: FieldNameList?

  /// The names recorded since the last ``names(of:)`` began.
  private var recorded: [String] = []

  /// An empty list, reused for every route object of a path.
  init() {}

  /// Records a name a decoder offered to ``RouteFieldKey``.
  ///
  /// - Parameter name: The name.
  func record(_ name: String) {
    recorded.append(name)
  }

  /// The field names of one route object, as `allKeys` lists them.
  ///
  /// - Parameter container: The route object's container.
  /// - Returns: Its names, each once, in `allKeys`' order (a decoder that hands out keys it
  ///   made before they are asked for has them added after the ones it offered).
  /// - Complexity: O(*n*) for *n* fields, plus the decoder's own listing.
  func names(of container: KeyedDecodingContainer<RouteFieldKey>) -> [String] {
    recorded.removeAll(keepingCapacity: true)
    let keys = Self.$current.withValue(self) { container.allKeys }
    for key in keys {
      recorded.append(key.stringValue)
    }
    return recorded
  }
}
