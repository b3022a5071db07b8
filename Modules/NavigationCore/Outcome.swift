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
  /// Why the intent's input was refused, naming it (a wrong passcode, a chapter number that
  /// is not one); the shell reports it as a failed command. A rejection changes nothing.
  public var rejection: String?

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
    self.rejection = nil
  }

  /// An outcome that refuses the intent's input and changes nothing.
  ///
  /// - Parameter reason: What is wrong, naming the input, such as `“12” has 2 digits: a
  ///   passcode has 4 to 8 digits.`
  /// - Returns: The rejection.
  public static func rejected(_ reason: String) -> Outcome {
    var outcome = Outcome()
    outcome.rejection = reason
    return outcome
  }

  /// An outcome that changes nothing.
  public static var none: Outcome { Outcome() }
}

extension Outcome: Equatable where Effect: Equatable {}
