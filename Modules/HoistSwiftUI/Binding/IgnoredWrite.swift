/// Why the binding ignored a write from SwiftUI: the state it was based on is gone, or it
/// changes nothing, or it is not a gesture the system makes.
public enum IgnoredWrite: Hashable, Sendable {
  /// The part the write is about changed since the binding last handed out its value (a deep
  /// link, a restore or an earlier write came first): the newer state stays.
  case stale
  /// The write equals what the state already holds.
  case unchanged
  /// The stack, modal or alert the write is about no longer exists.
  case gone
  /// Not a change the system makes by itself (a path neither shorter nor one route longer, a
  /// detent the sheet does not offer, a tab that is not one of the tabs, a modal set to
  /// another value): app code changes navigation by sending an intent.
  case notASystemWrite
  /// The alert's `isPresented` going to `false`: the button that closed it is the answer.
  case answeredByButton
}
