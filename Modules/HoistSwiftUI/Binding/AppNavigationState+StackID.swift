import NavigationCore
import NavigationRouter

extension AppNavigationState {
  /// The stack a `StackID` names (the router's `stack(_:)`).
  ///
  /// - Parameter id: The stack: a tab's own (depth 0) or the n-th modal's over it.
  /// - Returns: The stack, or `nil` when the tab is unknown or fewer modals are presented.
  package func bindingStack(_ id: StackID) -> NavigationStackState? {
    stack(id)
  }

  /// The modal that holds the stack a ``StackID`` names, `nil` for a tab's own stack.
  ///
  /// - Parameter id: The stack.
  /// - Returns: The presentation whose stack is `id`'s, or `nil` at depth 0 or when there is
  ///   none.
  package func bindingPresentation(holding id: StackID) -> Presentation? {
    id.presenting.flatMap { stack($0)?.presentation }
  }

  /// What a feature sees when it builds a screen of, or handles an intent from, a route on the
  /// stack a ``StackID`` names: that stack's path and modal, not the active stack's.
  ///
  /// - Parameters:
  ///   - id: The stack the view is in.
  ///   - route: The route concerned, or `nil` for the stack's root.
  /// - Returns: The context; the tab is `id.tab`.
  package func bindingContext(on id: StackID, route: AnyRoute?) -> FeatureContext {
    context(on: id, route: route)
  }
}
