/// What a feature decided in answer to an intent: navigation commands, data changes for the
/// app's store, and requests to the composition root.
///
/// A feature computes it purely. The composition root maps each ``delegates`` request with a
/// function typed on the feature (an exhaustive `switch`), then the router applies the data
/// changes and every command as one step.
///
/// - `Change`: the app's data change type, applied by its store.
/// - `Delegate`: the feature's requests upward, like a child's delegate actions in a reducer;
///   `Never` for a feature that asks nothing of the composition root.
public struct Outcome<Change: Sendable, Delegate: Sendable>: Sendable {
  /// Commands for the router, applied in order as one state write.
  public var commands: [NavigationCommand]
  /// Data changes for the app's store, applied in order before the state write.
  public var changes: [Change]
  /// Requests to the composition root, mapped to commands after ``commands``.
  public var delegates: [Delegate]
  /// What the outcome says to the user, if anything (shown as the screen's message).
  public var message: String?
  /// Why the intent's input was refused, naming it (a quantity out of range, a code of the
  /// wrong length); show it where the input was made. A rejection changes nothing but
  /// the data changes it records (see ``rejected(_:recording:)``).
  public var rejection: String?

  /// Creates an outcome.
  ///
  /// - Parameters:
  ///   - commands: Commands for the router.
  ///   - changes: Data changes for the store.
  ///   - delegates: Requests to the composition root.
  ///   - message: What to tell the user.
  public init(
    commands: [NavigationCommand] = [], changes: [Change] = [], delegates: [Delegate] = [],
    message: String? = nil
  ) {
    self.commands = commands
    self.changes = changes
    self.delegates = delegates
    self.message = message
    self.rejection = nil
  }

  /// An outcome that refuses the intent's input and changes nothing.
  ///
  /// - Parameter reason: What is wrong, naming the input, such as `“0” is not a quantity: order
  ///   1 to 99.`
  /// - Returns: The rejection.
  public static func rejected(_ reason: String) -> Outcome {
    var outcome = Outcome()
    outcome.rejection = reason
    return outcome
  }

  /// An outcome that refuses the intent's input, applies no command, and records data
  /// changes that the refusal itself must leave, such as a wrong code counting toward a
  /// wait.
  ///
  /// - Parameters:
  ///   - reason: What is wrong, naming the input (never a secret's value).
  ///   - changes: The data changes to apply anyway.
  /// - Returns: The rejection.
  public static func rejected(_ reason: String, recording changes: [Change]) -> Outcome {
    var outcome = Outcome(changes: changes)
    outcome.rejection = reason
    return outcome
  }

  /// An outcome that changes nothing.
  public static var none: Outcome { Outcome() }

  /// The outcome with its delegate requests turned into commands, appended after its own.
  ///
  /// - Parameter commands: The composition root's function typed on this feature's delegate.
  /// - Returns: An outcome with no delegates left; a rejection stays a rejection.
  public func mappingDelegates(_ commands: (Delegate) -> [NavigationCommand]) -> Outcome<
    Change, Never
  > {
    var mapped = Outcome<Change, Never>(
      commands: self.commands + delegates.flatMap(commands), changes: changes, message: message)
    mapped.rejection = rejection
    return mapped
  }
}

extension Outcome: Equatable where Change: Equatable, Delegate: Equatable {}
