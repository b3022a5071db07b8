import NavigationCore

/// What one command changes in a navigation state, computed without changing it: the
/// reducer's answer before it is applied.
///
/// The router applies an edit in place inside one observed mutation, so a command that
/// changes one stack copies that stack and nothing else, and a command that changes nothing
/// is known to before any write (no whole-state comparison). A push or a back, the commands
/// of every tap, names only what it adds or removes: applied to the stored state it appends
/// to or shortens the active path in place, copying nothing.
package enum StateEdit: Sendable {
  /// The active stack of the selected tab pushes this route (its top is another route).
  case push(AnyRoute)
  /// The active stack of the selected tab removes its top route (it has one).
  case back
  /// The stack of a tab becomes this one.
  case stack(TabID, NavigationStackState)
  /// The alert becomes this one.
  case alert(AlertRequest?)
  /// The selected tab becomes this one.
  case selectTab(TabID)
}
