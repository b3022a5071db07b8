import NavigationCore

extension Router {
  /// Restores a saved state: every route reconciled by its feature, then the result applied
  /// on the one road (`apply` of an outcome) as one write.
  ///
  /// - Parameter saved: The decoded saved state, tabs as this router's.
  /// - Returns: One change per replaced or dropped route; empty when nothing changed.
  @discardableResult
  public func restore(_ saved: AppNavigationState) -> [RestorationChange] {
    let (reconciled, changes) = saved.reconciled(with: registry)
    apply(Outcome(commands: reconciled.rebuildingCommands))
    return changes
  }
}
