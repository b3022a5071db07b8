/// What ``PersistentStore/load()`` found, and what it did about it.
public struct LoadedState<State: PersistableState>: Sendable {
  /// Where the state came from.
  public enum Origin: Hashable, Sendable {
    /// Nothing was saved yet: start from the app's first state.
    case nothingSaved
    /// The state last saved.
    case saved
    /// The state last saved, read from the older format `version` and migrated; the next save
    /// writes the current version.
    case migrated(from: Int)
    /// Some content did not decode and was set aside (see ``LoadedState/messages``); the
    /// state is the newest that did, or `nil`.
    case recovered
    /// A newer build wrote the files (format `version`): nothing was read, moved or changed.
    /// The files are copied aside before the first save replaces them.
    case newerVersion(Int)
  }

  /// The state to start from; `nil` when there is none (start from the app's first state).
  public var state: State?
  /// Where it came from.
  public var origin: Origin
  /// One line per problem, naming the file and where its content was kept; show them to the
  /// user (nothing was deleted).
  public var messages: [String]

  /// Creates a load result.
  ///
  /// - Parameters:
  ///   - state: The state to start from.
  ///   - origin: Where it came from.
  ///   - messages: What went wrong, one line each.
  public init(state: State?, origin: Origin, messages: [String] = []) {
    self.state = state
    self.origin = origin
    self.messages = messages
  }
}
