/// What a feature answers for one of its routes restored from saved state (or imported),
/// checked against current data and permissions.
///
/// The router runs this over every restored stack, bottom first: a replaced route stays in
/// place, a dropped route takes everything above it, and a modal whose root is dropped closes
/// with its stack. Rules, not recovery: a route that still means something is kept even when
/// its screen will say "nothing found".
public enum Reconciliation<RouteType: Route>: Hashable, Sendable {
  /// The route is still valid.
  case keep
  /// Show another route of the same feature instead, such as the last page for a page that no
  /// longer exists; `reason` says why, for the report.
  case replace(RouteType, reason: String)
  /// The route no longer makes sense, such as a deleted note; `reason` says why.
  case drop(reason: String)

  /// The answer with its route type erased.
  public var erased: RouteReconciliation {
    switch self {
    case .keep: .keep
    case .replace(let route, let reason): .replace(route.erased, reason: reason)
    case .drop(let reason): .drop(reason: reason)
    }
  }
}

/// A ``Reconciliation`` with its route type erased, as the router sees it.
public enum RouteReconciliation: Hashable, Sendable {
  /// The route is still valid.
  case keep
  /// Show another route instead.
  case replace(AnyRoute, reason: String)
  /// Remove the route and everything above it.
  case drop(reason: String)
}
