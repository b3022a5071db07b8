/// A view that shows nothing.
///
/// Apple: https://developer.apple.com/documentation/swiftui/emptyview (`init()`).
nonisolated public struct EmptyView: View {
  /// Apple: https://developer.apple.com/documentation/swiftui/emptyview/init()
  public init() {}

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}
