import NavigationCore
import NavigationRouter

extension AppNavigationState {
  /// The stack a ``StackID`` names.
  ///
  /// - Parameter id: The stack: a tab's own (depth 0) or the n-th modal's over it.
  /// - Returns: The stack, or `nil` when the tab has no stack or fewer modals are presented.
  /// - Complexity: O(*d*) in the depth.
  package func bindingStack(_ id: StackID) -> NavigationStackState? {
    guard id.depth >= 0, var stack = tabStacks[id.tab] else { return nil }
    for _ in 0..<id.depth {
      guard let next = stack.presentation?.stack else { return nil }
      stack = next
    }
    return stack
  }

  /// The modal that holds the stack a ``StackID`` names, `nil` for a tab's own stack.
  ///
  /// - Parameter id: The stack.
  /// - Returns: The presentation whose stack is `id`'s, or `nil` at depth 0 or when there is
  ///   none.
  package func bindingPresentation(holding id: StackID) -> Presentation? {
    guard id.depth > 0 else { return nil }
    return bindingStack(StackID(tab: id.tab, depth: id.depth - 1))?.presentation
  }

  /// What a feature sees when it builds a screen of, or handles an intent from, a route on the
  /// stack a ``StackID`` names: that stack's path and modal, not the active stack's.
  ///
  /// - Parameters:
  ///   - id: The stack the view is in.
  ///   - route: The route concerned, or `nil` for the stack's root.
  /// - Returns: The context; the tab is `id.tab`.
  package func bindingContext(on id: StackID, route: AnyRoute?) -> FeatureContext {
    FeatureContext(
      tab: id.tab, path: bindingStack(id)?.path ?? [],
      presentation: bindingPresentation(holding: id), route: route)
  }
}
