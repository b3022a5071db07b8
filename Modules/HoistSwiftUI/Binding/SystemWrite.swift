import NavigationCore

/// A value SwiftUI writes through one of the binding's `Binding`s: what the system did, before
/// the binding decides what it means.
public enum SystemWrite: Hashable, Sendable {
  /// A `NavigationStack(path:)` wrote a path: shorter after a back button, an edge swipe or
  /// a long-press back to an earlier screen; one route longer after a value link.
  case path([AnyRoute], on: StackID)
  /// A `sheet(item:)` or `fullScreenCover(item:)` over the stack wrote its item: `nil` after a
  /// swipe down or a system dismissal.
  case presentation(PresentationID?, over: StackID)
  /// A `presentationDetents(_:selection:)` wrote the detent the user dragged the sheet over
  /// the stack to.
  case detent(SheetDetent, over: StackID)
  /// A `TabView(selection:)` wrote the tab the user chose.
  case tab(TabID)
  /// A button of the alert ran: confirm or cancel (the system's own dismissal of an alert runs
  /// its cancel button).
  case alertButton(confirmed: Bool)
  /// The alert's `isPresented` binding was written, which the system does after any button.
  case alertPresented(Bool)
}
