import Synchronization

/// The live holder of ``UserDataState``, safe to read from any feature's injected closure.
///
/// Only the composition root calls ``apply(_:)``; features read ``state`` snapshots.
public final class UserDataStore: Sendable {
  private let storage: Mutex<UserDataState>

  /// Creates a store.
  ///
  /// - Parameter state: The initial state.
  public init(_ state: UserDataState) {
    storage = Mutex(state)
  }

  /// A snapshot of the current state.
  public var state: UserDataState {
    storage.withLock { $0 }
  }

  /// Applies changes in order, as one update.
  ///
  /// - Parameter changes: The changes.
  public func apply(_ changes: [UserDataChange]) {
    storage.withLock { state in
      for change in changes { state.apply(change) }
    }
  }

  /// Replaces the whole state (restoration).
  ///
  /// - Parameter state: The new state.
  public func replace(with state: UserDataState) {
    storage.withLock { $0 = state }
  }
}
