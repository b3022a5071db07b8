/// A type-erased view.
///
/// Apple: https://developer.apple.com/documentation/swiftui/anyview
nonisolated public struct AnyView: View {
  private let erased: Any

  /// Apple: https://developer.apple.com/documentation/swiftui/anyview/init(_:)
  /// (`init<V>(_ view: V) where V : View`).
  public init<V: View>(_ view: V) { erased = view }

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}
