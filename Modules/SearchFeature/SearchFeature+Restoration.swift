import NavigationCore

extension SearchFeature {
  /// Restore rule: every search route stays; results whose query matches nothing now are not
  /// stale, they say so, and the query stays in the search field.
  ///
  /// - Parameter route: A restored route.
  /// - Returns: Always keep.
  package func reconcile(_ route: SearchRoute) -> Reconciliation<SearchRoute> {
    .keep
  }
}
