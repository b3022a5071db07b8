import NavigationCore

extension FeatureRegistry {
  /// Asks the feature that declares a restored route whether it still holds.
  ///
  /// - Parameter route: The restored route.
  /// - Returns: The feature's answer; a route no feature registers is dropped.
  public func reconcile(_ route: AnyRoute) -> RouteReconciliation {
    guard let reconcile = routeKeys[route.key].flatMap({ reconcilers[$0] }),
      let answer = reconcile(route)
    else { return .drop(reason: "no feature registers the route key '\(route.key)'") }
    return answer
  }
}
