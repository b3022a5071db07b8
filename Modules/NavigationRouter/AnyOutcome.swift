import NavigationCore

/// A feature's ``Outcome`` with its effects type-erased, as the router hands it to the
/// composition root.
public struct AnyOutcome: Sendable {
  /// Commands for the router.
  public var commands: [NavigationCommand]
  /// The feature's effects, in order; the composition root casts them to the feature's type.
  public var effects: [any Sendable]
  /// What the outcome says to the user, if anything.
  public var message: String?
  /// Why the intent's input was refused; when set, the router changes nothing.
  public var rejection: String?
  /// The name of the feature that produced the outcome.
  public var feature: String

  /// Creates an outcome from its parts.
  ///
  /// - Parameters:
  ///   - commands: Commands for the router.
  ///   - effects: The feature's effects.
  ///   - message: What to tell the user.
  ///   - rejection: Why the input was refused.
  ///   - feature: The producing feature's name.
  public init(
    commands: [NavigationCommand] = [], effects: [any Sendable] = [], message: String? = nil,
    rejection: String? = nil, feature: String
  ) {
    self.commands = commands
    self.effects = effects
    self.message = message
    self.rejection = rejection
    self.feature = feature
  }

  /// Erases a feature's outcome.
  ///
  /// - Parameters:
  ///   - outcome: The feature's outcome.
  ///   - feature: The feature's name.
  public init<Effect: Sendable>(_ outcome: Outcome<Effect>, feature: String) {
    self.commands = outcome.commands
    self.effects = outcome.effects.map { $0 as any Sendable }
    self.message = outcome.message
    self.rejection = outcome.rejection
    self.feature = feature
  }

  /// The effects of a given type, in order.
  ///
  /// - Parameter type: The feature's effect type.
  /// - Returns: The effects that are of `type`.
  public func effects<Effect: Sendable>(of type: Effect.Type) -> [Effect] {
    effects.compactMap { $0 as? Effect }
  }
}
