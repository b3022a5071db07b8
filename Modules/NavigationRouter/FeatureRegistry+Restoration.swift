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

  /// Sets what a feature's restored route becomes when the feature drops it and another
  /// feature can show what is left, such as the book of a chapter that no longer exists:
  /// the composition root's decision, typed on the feature, as for its delegates.
  ///
  /// The replacement is used only when its own feature keeps it; it takes the dropped route's
  /// place and everything above it goes, as with a drop.
  ///
  /// - Parameters:
  ///   - feature: The feature whose dropped routes get a replacement.
  ///   - fallback: The replacement for a dropped route, or `nil` to drop it.
  public mutating func setRestorationFallback<F: FeatureModule>(
    for feature: F.Type, _ fallback: @escaping @MainActor @Sendable (F.RouteType) -> AnyRoute?
  ) {
    restorationFallbacks[F.name] = { route in route.as(F.RouteType.self).flatMap(fallback) }
  }

  /// The replacement for a route its feature drops on restore, if the composition root set one
  /// and its own feature keeps it.
  ///
  /// - Parameter route: A route its feature drops.
  /// - Returns: The replacement, or `nil`.
  public func restorationFallback(for route: AnyRoute) -> AnyRoute? {
    guard let fallback = routeKeys[route.key].flatMap({ restorationFallbacks[$0] }),
      let replacement = fallback(route), reconcile(replacement) == .keep
    else { return nil }
    return replacement
  }
}
