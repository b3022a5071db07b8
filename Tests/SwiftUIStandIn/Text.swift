/// A view that shows text.
///
/// Apple: https://developer.apple.com/documentation/swiftui/text
nonisolated public struct Text: View, Equatable {
  /// The text (the stand-in's own, for tests).
  public let content: String

  /// Apple: https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  /// (`init(verbatim content: String)`).
  public init(verbatim content: String) { self.content = content }

  /// Apple: https://developer.apple.com/documentation/swiftui/text/init(_:) (the `StringProtocol` overload)
  /// (`init<S>(_ content: S) where S : StringProtocol`).
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}
