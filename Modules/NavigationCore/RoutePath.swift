/// A heterogeneous, type-erased stack of routes, like SwiftUI's `NavigationPath`.
///
/// The first element is just above the stack's root screen; the last is on top.
public struct RoutePath: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
  /// The routes, bottom first.
  public private(set) var routes: [AnyRoute]

  /// Creates a path from erased routes, bottom first.
  ///
  /// - Parameter routes: The routes; empty means the stack shows only its root.
  public init(_ routes: [AnyRoute] = []) {
    self.routes = routes
  }

  public init(arrayLiteral elements: AnyRoute...) {
    self.routes = elements
  }

  public var startIndex: Int { routes.startIndex }
  public var endIndex: Int { routes.endIndex }
  public subscript(position: Int) -> AnyRoute { routes[position] }

  /// The route on top, or `nil` when the path is empty.
  public var top: AnyRoute? { routes.last }

  /// Pushes a route unless it is already on top (a double tap is a no-op).
  ///
  /// - Parameter route: The route to push.
  /// - Returns: `true` when the path changed.
  @discardableResult
  public mutating func push(_ route: AnyRoute) -> Bool {
    guard routes.last != route else { return false }
    routes.append(route)
    return true
  }

  /// Pushes a route whose duplicate check the caller has made (the router's reducer checks
  /// the top before it writes, so the write does not compare routes again).
  ///
  /// - Parameter route: The route to push; not the route on top.
  package mutating func pushChecked(_ route: AnyRoute) {
    routes.append(route)
  }

  /// Removes the top route; with an empty path this is a no-op.
  ///
  /// - Returns: `true` when the path changed.
  @discardableResult
  public mutating func back() -> Bool {
    guard !routes.isEmpty else { return false }
    routes.removeLast()
    return true
  }

  /// Pops to the nearest route, from the top, that matches, leaving it on top.
  ///
  /// - Parameter match: Which route to pop back to.
  /// - Returns: `false` when no route matches (the path is unchanged).
  /// - Complexity: O(*n*) in the length of the path.
  @discardableResult
  public mutating func pop(to match: RouteMatch) -> Bool {
    guard let index = routes.lastIndex(where: match.matches) else { return false }
    routes.removeSubrange((index + 1)...)
    return true
  }

  /// Removes the top `count` routes, clamped to the path; 0 or less removes nothing.
  ///
  /// - Parameter count: How many routes to remove.
  public mutating func pop(count: Int) {
    routes.removeLast(Swift.min(Swift.max(count, 0), routes.count))
  }

  /// Removes every route, leaving the stack's root.
  public mutating func popToRoot() {
    routes.removeAll()
  }

  /// Replaces the top route in place, or pushes it onto an empty path.
  ///
  /// - Parameter route: The new top route.
  public mutating func replaceTop(with route: AnyRoute) {
    if routes.isEmpty {
      routes.append(route)
    } else {
      routes[routes.count - 1] = route
    }
  }

  /// Replaces the whole path in one step.
  ///
  /// - Parameter routes: The new routes, bottom first.
  public mutating func replace(with routes: [AnyRoute]) {
    self.routes = routes
  }
}
