import Observation

/// The live holder of ``UserDataState``: an ordinary main-actor observable store, as a SwiftUI
/// app holds its data. Features read ``state`` on the main actor, with no lock.
///
/// Only the composition root calls ``apply(_:)``; features read ``state`` snapshots.
@MainActor
@Observable
package final class UserDataStore {
  /// The current state.
  package private(set) var state: UserDataState

  /// Creates a store.
  ///
  /// - Parameter state: The initial state.
  package init(_ state: UserDataState) {
    self.state = state
  }

  /// Applies changes in order, as one update.
  ///
  /// - Parameter changes: The changes.
  package func apply(_ changes: [UserDataChange]) {
    var next = state
    for change in changes { next.apply(change) }
    state = next
  }

  /// Replaces the whole state (restoration).
  ///
  /// - Parameter state: The new state.
  package func replace(with state: UserDataState) {
    self.state = state
  }
}
