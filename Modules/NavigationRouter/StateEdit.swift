import NavigationCore

/// What one command changes in a navigation state, computed without changing it: the
/// reducer's answer before it is applied.
///
/// The router applies an edit in place inside one observed mutation, so a command that
/// changes one stack copies that stack and nothing else, and a command that changes nothing
/// is known to before any write (no whole-state comparison).
package enum StateEdit: Sendable {
  /// The stack of a tab becomes this one.
  case stack(TabID, NavigationStackState)
  /// The alert becomes this one.
  case alert(AlertRequest?)
  /// The selected tab becomes this one.
  case selectTab(TabID)
}
