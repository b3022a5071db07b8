import Synchronization

/// The live holder of ``UserDataState``, safe to read from any feature's injected closure.
///
/// Only the composition root calls ``apply(_:)``; features read ``state`` snapshots.
package final class UserDataStore: Sendable {
  private let storage: Mutex<UserDataState>

  /// Creates a store.
  ///
  /// - Parameter state: The initial state.
  package init(_ state: UserDataState) {
    storage = Mutex(state)
  }

  /// A snapshot of the current state.
  package var state: UserDataState {
    storage.withLock { $0 }
  }

  /// Applies changes in order, as one update.
  ///
  /// - Parameter changes: The changes.
  package func apply(_ changes: [UserDataChange]) {
    storage.withLock { state in
      for change in changes { state.apply(change) }
    }
  }

  /// Replaces the whole state (restoration).
  ///
  /// - Parameter state: The new state.
  package func replace(with state: UserDataState) {
    storage.withLock { $0 = state }
  }
}
