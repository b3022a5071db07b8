/// Reads and writes a value owned elsewhere.
///
/// Apple: https://developer.apple.com/documentation/swiftui/binding
/// (`@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`). The stand-in
/// keeps only the closure-based initializer the views use.
public struct Binding<Value> {
  private let get: @isolated(any) @Sendable () -> Value
  private let set: @isolated(any) @Sendable (Value) -> Void

  /// Apple: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  /// (`@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
  /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`).
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    self.get = get
    self.set = set
  }
}

extension Binding where Value: Sendable {
  /// Calls the get closure, as SwiftUI does when it reads the binding. Not Apple's API: an
  /// `@isolated(any)` closure is called with `await`, so tests read through this.
  ///
  /// - Returns: What the get closure returns.
  public func standInRead() async -> Value {
    await get()
  }

  /// Calls the set closure, as SwiftUI does when the system writes the binding (a back
  /// swipe, a sheet swiped down). Not Apple's API, for tests.
  ///
  /// - Parameter value: The written value.
  public func standInWrite(_ value: Value) async {
    await set(value)
  }
}

/// Apple: https://developer.apple.com/documentation/swiftui/binding ("A binding conforms to
/// Sendable only if its wrapped value type also conforms to Sendable").
extension Binding: Sendable where Value: Sendable {}
