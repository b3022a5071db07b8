/// A piece of user interface; the stand-in draws nothing.
///
/// Apple: https://developer.apple.com/documentation/swiftui/view
/// (`@MainActor @preconcurrency protocol View`, `associatedtype Body: View`,
/// `@ViewBuilder var body: Self.Body { get }`).
@MainActor @preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View
  /// The content and behavior of the view.
  @ViewBuilder var body: Body { get }
}

/// Primitive views have `Never` as their body.
///
/// Apple: https://developer.apple.com/documentation/swift/never (conforms to `View`).
extension Never: View {
  /// Never called: the stand-in draws nothing (a primitive view has no body).
  public var body: Never { fatalError("the stand-in draws nothing") }
}

/// An optional view is a view (`if` without `else` in a view builder).
///
/// Apple: https://developer.apple.com/documentation/swift/optional (conforms to `View` when
/// `Wrapped` conforms to `View`).
extension Optional: View where Wrapped: View {
  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}
