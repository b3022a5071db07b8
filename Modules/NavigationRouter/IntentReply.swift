/// What sending an intent (or confirming an alert) said back.
public struct IntentReply: Hashable, Sendable {
  /// What the outcome said to the user, if anything.
  public var message: String?
  /// Why the feature refused the intent's input; nothing changed.
  public var rejection: String?

  /// Creates a reply.
  ///
  /// - Parameters:
  ///   - message: What the outcome said.
  ///   - rejection: Why the input was refused.
  public init(message: String? = nil, rejection: String? = nil) {
    self.message = message
    self.rejection = rejection
  }
}
