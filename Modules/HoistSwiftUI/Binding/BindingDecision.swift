import NavigationCore

/// What a write from SwiftUI means for navigation state: one change, or nothing and why.
public enum BindingDecision: Hashable, Sendable {
  /// Remove the top `count` routes of the stack (a back, a swipe, a long-press back).
  case pop(count: Int, on: StackID)
  /// Push a route on the stack (a value link).
  case push(AnyRoute, on: StackID)
  /// Dismiss the modal presented over the stack, and any it presents (a swipe down).
  case dismiss(over: StackID)
  /// Select a detent of the sheet presented over the stack (a drag).
  case selectDetent(SheetDetent, over: StackID)
  /// Select a tab (a tab bar tap).
  case selectTab(TabID)
  /// Answer the alert: confirm runs its intent, cancel only removes it.
  case answerAlert(confirmed: Bool)
  /// Change nothing.
  case ignore(IgnoredWrite)
}
