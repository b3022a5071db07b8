import NavigationCore

extension AppSnapshot.Stack {
  /// A stack's path, read as `[RouteObject]` reads it (the same values and errors), each
  /// route object by ``RouteObjectReader``, which reads each field in the kind it had in the
  /// route before, and leaves out a field that is not a scalar.
  ///
  /// - Parameters:
  ///   - container: The stack's container.
  ///   - key: The path's key.
  ///   - log: The decoder's log, where each field left out is recorded; `nil` when strict.
  /// - Returns: The route objects.
  /// - Throws: The `DecodingError` that decoding the path as `[RouteObject]` throws for a
  ///   path that is not an array of objects.
  static func decodePath<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, forKey key: Key, log: RestoredValueLog?
  ) throws -> [AppSnapshot.RouteObject] {
    var elements = try container.nestedUnkeyedContainer(forKey: key)
    var reader = RouteObjectReader(log: log)
    var path: [AppSnapshot.RouteObject] = []
    path.reserveCapacity(elements.count ?? 0)
    while !elements.isAtEnd {
      path.append(
        try reader.read(elements.nestedContainer(keyedBy: RouteFieldKey.self)))
    }
    return path
  }
}
