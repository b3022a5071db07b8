import NavigationCore

extension AppNavigationState {
  /// What a feature sees when it builds a screen of, or handles an intent from, a route on a
  /// named stack: that stack's path and the modal that holds it, not the active stack's.
  ///
  /// A SwiftUI view knows the stack it is drawn in; an intent it sends is handled in this
  /// context, so a tap in a sheet or in a tab that is not selected acts where it was made.
  ///
  /// - Parameters:
  ///   - id: The stack the view is in.
  ///   - route: The route concerned, or `nil` for the stack's root.
  /// - Returns: The context; its tab is `id.tab`, its path is empty when the stack does not
  ///   exist.
  /// - Complexity: O(*t* + *d*) in the number of tabs and the depth.
  public func context(on id: StackID, route: AnyRoute?) -> FeatureContext {
    FeatureContext(
      tab: id.tab, path: stack(id)?.path ?? [],
      presentation: id.presenting.flatMap { stack($0)?.presentation }, route: route, stack: id)
  }
}
