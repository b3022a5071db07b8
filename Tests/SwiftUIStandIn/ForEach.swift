/// Views computed from a collection.
///
/// Apple: https://developer.apple.com/documentation/swiftui/foreach
/// (`struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`;
/// a `View` when `Content : View`).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The elements (the stand-in's own, for tests).
  public let data: Data
  /// The view of one element (the stand-in's own, for tests).
  public let content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
  /// Apple: https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
  /// (`init(_ data: Data, id: KeyPath<Data.Element, ID>,
  /// @ViewBuilder content: @escaping (Data.Element) -> Content)`).
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}
