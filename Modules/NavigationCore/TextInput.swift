/// A text field on a screen (a search query, a name).
public struct TextInput: Hashable, Sendable {
  /// The field's label, such as `Search`.
  public var label: String
  /// The field's current text.
  public var text: String
  /// Whether the field takes a secret (a passcode or password): what is typed into it is never
  /// echoed, shown or written to a message, like SwiftUI's `SecureField`.
  public var isSecure: Bool
  private let makeIntent: @Sendable (String) -> AnyIntent

  /// Creates a text field.
  ///
  /// - Parameters:
  ///   - label: The field's label.
  ///   - text: The current text.
  ///   - isSecure: Whether the field takes a secret that is never echoed.
  ///   - intent: Builds the intent emitted when the user types the given text.
  public init(
    label: String, text: String = "", isSecure: Bool = false,
    intent: @escaping @Sendable (String) -> AnyIntent
  ) {
    self.label = label
    self.text = text
    self.isSecure = isSecure
    self.makeIntent = intent
  }

  /// The intent emitted when the user types text.
  ///
  /// - Parameter text: The typed text.
  /// - Returns: The intent for the screen's feature.
  public func intent(for text: String) -> AnyIntent {
    makeIntent(text)
  }

  public static func == (lhs: TextInput, rhs: TextInput) -> Bool {
    lhs.label == rhs.label && lhs.text == rhs.text && lhs.isSecure == rhs.isSecure
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(label)
    hasher.combine(text)
    hasher.combine(isSecure)
  }
}
