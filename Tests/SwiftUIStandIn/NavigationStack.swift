/// A view that shows a root view and the views pushed over it.
///
/// Apple: https://developer.apple.com/documentation/swiftui/navigationstack
/// (`struct NavigationStack<Data, Root> where Root : View`).
nonisolated public struct NavigationStack<Data, Root: View>: View {
  /// The path binding (the stand-in's own, for tests: what the system writes on back).
  public let path: Binding<Data>
  /// The root view (the stand-in's own, for tests).
  public let root: Root

  /// Apple: https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  /// (`init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data :
  /// MutableCollection, Data : RandomAccessCollection, Data : RangeReplaceableCollection,
  /// Data.Element : Hashable`).
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.path = path
    self.root = root()
  }

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}
