/// Builds views from closures.
///
/// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder
/// (`@resultBuilder struct ViewBuilder`; `ContentBuilder` is a type alias of it in newer
/// SDKs: https://developer.apple.com/documentation/swiftui/contentbuilder).
@resultBuilder
public struct ViewBuilder {
  /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }
}

/// A view built from a tuple of views.
///
/// Apple: https://developer.apple.com/documentation/swiftui/tupleview
/// (`struct TupleView<T>`, `init(_ value: T)`).
nonisolated public struct TupleView<T>: View {
  /// The views (the stand-in's own, for tests).
  public var value: T

  /// Apple: https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  public init(_ value: T) { self.value = value }

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}

/// The view of an `if`/`else` in a view builder: one branch or the other.
///
/// Apple: https://developer.apple.com/documentation/swiftui/_conditionalcontent
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Which branch was taken.
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  init(storage: Storage) { self.storage = storage }

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}
