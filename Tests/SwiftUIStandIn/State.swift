/// A value a view owns.
///
/// Apple: https://developer.apple.com/documentation/swiftui/state
/// (`@frozen @propertyWrapper struct State<Value>`); the stand-in keeps the value in a box
/// and has only what the views use.
@propertyWrapper
public struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  private let box: Box

  /// Apple: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) { box = Box(value) }

  /// Apple: https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) { box = Box(value) }

  /// Apple: https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  /// (`var wrappedValue: Value { get nonmutating set }`).
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}
