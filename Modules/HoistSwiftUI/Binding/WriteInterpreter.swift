import NavigationCore
import NavigationRouter

/// Decides what a write from SwiftUI means: a pure function of the write, what the binding
/// last handed out and the current state.
///
/// **The stale-write rule.** SwiftUI computes every write from the value it last read through
/// the binding. A write is therefore read against that value (the ``BindingLedger``), and it
/// is ignored as ``IgnoredWrite/stale`` when the part it is about (the stack's path, the modal
/// over the stack, the sheet's detent, the selected tab, the alert) no longer equals what was
/// handed out: something newer (a deep link, a restore, an earlier write of the same frame)
/// changed it, and the newer state wins. Nothing handed out yet means the current state is
/// the base. Only the written part is compared, so a write on one tab's stack is never stale
/// because another tab changed.
///
/// Against an up-to-date base, a path write that is a strictly shorter prefix becomes one pop
/// of the difference (back, swipe, long-press back), a path one route longer becomes one push
/// on that stack (a value link), a modal set to `nil` becomes a dismiss over its stack, a
/// detent the sheet offers becomes its selection, a known tab becomes its selection, and an
/// alert button becomes the answer. Anything else is not a write the system makes and is
/// ignored (app code sends intents instead).
public enum WriteInterpreter {
  /// The meaning of one write.
  ///
  /// - Parameters:
  ///   - write: What SwiftUI wrote.
  ///   - ledger: What the binding last handed out.
  ///   - state: The current navigation state.
  /// - Returns: The one change to make, or why nothing changes.
  /// - Complexity: O(*n*) in the length of the written path plus the depth of the stack.
  public static func decide(
    _ write: SystemWrite, ledger: BindingLedger, state: AppNavigationState
  ) -> BindingDecision {
    switch write {
    case .path(let routes, let stack):
      return decidePath(routes, on: stack, ledger: ledger, state: state)
    case .presentation(let written, let stack):
      return decidePresentation(written, over: stack, ledger: ledger, state: state)
    case .detent(let detent, let stack):
      return decideDetent(detent, over: stack, ledger: ledger, state: state)
    case .tab(let tab):
      guard state.selectedTab == (ledger.tab ?? state.selectedTab) else { return .ignore(.stale) }
      guard tab != state.selectedTab else { return .ignore(.unchanged) }
      guard state.tabOrder.contains(tab) else { return .ignore(.notASystemWrite) }
      return .selectTab(tab)
    case .alertButton(let confirmed):
      guard let shown = state.alert else { return .ignore(.gone) }
      guard shown == (ledger.alert ?? state.alert) else { return .ignore(.stale) }
      return .answerAlert(confirmed: confirmed)
    case .alertPresented(let presented):
      return .ignore(presented == (state.alert != nil) ? .unchanged : .answeredByButton)
    }
  }

  private static func decidePath(
    _ routes: [AnyRoute], on id: StackID, ledger: BindingLedger, state: AppNavigationState
  ) -> BindingDecision {
    guard let stack = state.bindingStack(id) else { return .ignore(.gone) }
    let current = stack.path.routes
    let base = ledger.paths[id] ?? current
    guard current == base else { return .ignore(.stale) }
    guard routes != base else { return .ignore(.unchanged) }
    if routes.count < base.count, base.starts(with: routes) {
      return .pop(count: base.count - routes.count, on: id)
    }
    if routes.count == base.count + 1, routes.starts(with: base), let pushed = routes.last {
      return .push(pushed, on: id)
    }
    return .ignore(.notASystemWrite)
  }

  private static func decidePresentation(
    _ written: PresentationID?, over id: StackID, ledger: BindingLedger,
    state: AppNavigationState
  ) -> BindingDecision {
    guard let stack = state.bindingStack(id) else { return .ignore(.gone) }
    let current = stack.presentation?.id
    let base = ledger.presentations[id] ?? current
    guard written == nil else {
      return .ignore(written == current ? .unchanged : .notASystemWrite)
    }
    guard let shown = current else { return .ignore(base == nil ? .unchanged : .gone) }
    guard shown == base else { return .ignore(.stale) }
    return .dismiss(over: id)
  }

  private static func decideDetent(
    _ detent: SheetDetent, over id: StackID, ledger: BindingLedger, state: AppNavigationState
  ) -> BindingDecision {
    guard let presentation = state.bindingStack(id)?.presentation else { return .ignore(.gone) }
    guard let detents = presentation.detents, detents.available.contains(detent) else {
      return .ignore(.notASystemWrite)
    }
    if let handed = ledger.presentations[id], handed != presentation.id { return .ignore(.stale) }
    guard detents.selected == (ledger.detents[id] ?? detents.selected) else {
      return .ignore(.stale)
    }
    guard detent != detents.selected else { return .ignore(.unchanged) }
    return .selectDetent(detent, over: id)
  }
}
