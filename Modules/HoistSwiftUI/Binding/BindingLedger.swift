import NavigationCore

/// What the binding last handed out to SwiftUI, per part: the base every write is read
/// against.
///
/// SwiftUI computes a write from the value it last read (a back swipe writes that path minus
/// its top). A write is interpreted against this value and ignored when the state's part is
/// no longer equal to it: the part changed since SwiftUI read it.
public struct BindingLedger: Hashable, Sendable {
  /// The path handed out for each stack.
  public var paths: [StackID: [AnyRoute]] = [:]
  /// The modal handed out over each stack (`nil`: none was shown).
  public var presentations: [StackID: PresentationID?] = [:]
  /// The selected detent handed out for the sheet over each stack.
  public var detents: [StackID: SheetDetent] = [:]
  /// The selected tab handed out.
  public var tab: TabID?
  /// The alert handed out (`nil`: none was shown).
  public var alert: AlertRequest??

  /// Creates an empty ledger: nothing handed out yet, so a first write is read against the
  /// current state.
  public init() {}
}
