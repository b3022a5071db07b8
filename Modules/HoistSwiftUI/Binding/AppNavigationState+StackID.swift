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

extension AppNavigationState {
  /// Selects a detent of the sheet presented over a stack.
  ///
  /// - Parameters:
  ///   - detent: The detent; one the sheet offers.
  ///   - id: The presenting stack.
  /// - Returns: `false` when nothing changed (no such stack or sheet, a detent it does not
  ///   offer, or the one already selected).
  package mutating func selectDetent(_ detent: SheetDetent, over id: StackID) -> Bool {
    guard var stack = tabStacks[id.tab] else { return false }
    let changed = Self.selectDetent(detent, in: &stack, depth: id.depth)
    if changed { tabStacks[id.tab] = stack }
    return changed
  }

  private static func selectDetent(
    _ detent: SheetDetent, in stack: inout NavigationStackState, depth: Int
  ) -> Bool {
    guard var presentation = stack.presentation else { return false }
    let changed: Bool
    if depth == 0 {
      guard var detents = presentation.detents, detents.selected != detent,
        detents.select(detent)
      else { return false }
      presentation.detents = detents
      changed = true
    } else {
      changed = selectDetent(detent, in: &presentation.stack, depth: depth - 1)
    }
    if changed { stack.presentation = presentation }
    return changed
  }
}
