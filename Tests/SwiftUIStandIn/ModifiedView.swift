/// What every stand-in modifier returns in place of Apple's opaque `some View`: the view it
/// was applied to, drawn as nothing. Not Apple's API.
nonisolated public struct ModifiedView<Content: View>: View {
  /// The modified view (the stand-in's own).
  public let content: Content

  /// Wraps a modified view (the stand-in's own).
  public init(content: Content) { self.content = content }

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}
