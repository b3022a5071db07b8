/// A toolbar action of a screen, such as `Done` or `New note`.
public struct ScreenAction: Hashable, Sendable {
  /// The action's label, also what `tap LABEL` matches.
  public var label: String
  /// The intent the action emits.
  public var intent: AnyIntent

  /// Creates a toolbar action.
  ///
  /// - Parameters:
  ///   - label: The action's label.
  ///   - intent: The intent it emits.
  public init(_ label: String, intent: AnyIntent) {
    self.label = label
    self.intent = intent
  }
}
