import NavigationCore

extension FeatureRegistry {
  /// The split-view column a route fills, as its feature declares it.
  ///
  /// - Parameter route: The route.
  /// - Returns: The declared role, or `nil` when no registered feature declares roles for the
  ///   route's type (the adapter then puts it in the column after the one before it).
  public func columnRole(for route: AnyRoute) -> ColumnRole? {
    routeKeys[route.key].flatMap { columnRoles[$0] }?(route)
  }

  /// Whether the feature that declares a route key declares split-view column roles.
  ///
  /// - Parameter key: A route key such as `shop.product`.
  /// - Returns: `true` when the key's feature conforms to `SplitViewColumns`.
  public func declaresColumns(forKey key: String) -> Bool {
    routeKeys[key].map { columnRoles[$0] != nil } ?? false
  }

  /// The role look-up of a feature, opened from its existential.
  static func columnLookup<Feature: SplitViewColumns>(
    _ feature: Feature
  ) -> @MainActor @Sendable (AnyRoute) -> ColumnRole? {
    { route in route.as(Feature.RouteType.self).map(Feature.column(for:)) }
  }
}
