import NavigationCore

extension AppNavigationState {
  /// Selects a detent of the sheet presented over a stack: the state edit of
  /// ``Router/selectDetent(_:over:)``.
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
