/// What a feature decided in answer to an intent: navigation commands plus data effects.
///
/// A feature computes it purely; the composition root applies the effects to the stores and
/// maps cross-feature effects to other features' routes, and the router applies the commands.
public struct Outcome<Effect: Sendable>: Sendable {
  /// Commands for the router, applied in order as one state write.
  public var commands: [NavigationCommand]
  /// Effects for the stores and the composition root, applied in order.
  public var effects: [Effect]
  /// What the outcome says to the user, if anything (shown as the screen's message).
  public var message: String?

  /// Creates an outcome.
  ///
  /// - Parameters:
  ///   - commands: Commands for the router.
  ///   - effects: Effects for the composition root.
  ///   - message: What to tell the user.
  public init(commands: [NavigationCommand] = [], effects: [Effect] = [], message: String? = nil) {
    self.commands = commands
    self.effects = effects
    self.message = message
  }

  /// An outcome that changes nothing.
  public static var none: Outcome { Outcome() }
}

extension Outcome: Equatable where Effect: Equatable {}
