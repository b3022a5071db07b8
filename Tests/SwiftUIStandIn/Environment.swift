/// A key for a value in the environment.
///
/// Apple: https://developer.apple.com/documentation/swiftui/environmentkey
/// (`associatedtype Value`, `static var defaultValue: Self.Value { get }`).
public protocol EnvironmentKey {
  /// The value's type.
  associatedtype Value
  /// The value when nothing set one.
  static var defaultValue: Value { get }
}

/// The values a view reads from its environment. The stand-in keeps none: every read gives
/// the key's default value.
///
/// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
  /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}

  /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  /// (`subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`).
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  /// (`var scenePhase: ScenePhase { get set }`).
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }
}

/// Reads a value of the view's environment.
///
/// Apple: https://developer.apple.com/documentation/swiftui/environment
/// (`@frozen @propertyWrapper struct Environment<Value>`).
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>

  /// Apple: https://developer.apple.com/documentation/swiftui/environment/init(_:) (the key-path overload)
  /// (`init(_ keyPath: KeyPath<EnvironmentValues, Value>)`).
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// Apple: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

/// Where a scene is in its life.
///
/// Apple: https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Apple: https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  /// Apple: https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  /// Apple: https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}
