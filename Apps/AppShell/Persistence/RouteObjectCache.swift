import NavigationCore

/// Remembers routes' flat JSON objects, so saving after every command does not encode the
/// same routes again (a page turn changes one route of a path).
package final class RouteObjectCache {
  private var objects: [AnyRoute: AppSnapshot.RouteObject] = [:]
  private let limit: Int

  /// Creates an empty cache.
  ///
  /// - Parameter limit: How many routes it holds before it starts over.
  package init(limit: Int = 256) {
    self.limit = limit
  }

  /// The flat JSON object of a route, encoded once.
  ///
  /// - Parameter route: The route.
  /// - Returns: Its object, `key` included.
  /// - Throws: ``RouteCodingError`` when the route cannot be encoded.
  package func object(for route: AnyRoute) throws -> AppSnapshot.RouteObject {
    if let object = objects[route] { return object }
    let object = try RouteCoding.object(for: route)
    if objects.count >= limit { objects.removeAll(keepingCapacity: true) }
    objects[route] = object
    return object
  }
}
