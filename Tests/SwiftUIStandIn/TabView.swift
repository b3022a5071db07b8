/// A view that switches between child views with a tab bar.
///
/// Apple: https://developer.apple.com/documentation/swiftui/tabview
/// (`struct TabView<SelectionValue, Content> where SelectionValue : Hashable,
/// Content : View`).
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
  /// The selection binding (the stand-in's own, for tests: what a tab bar tap writes).
  public let selection: Binding<SelectionValue>?
  /// The tabs (the stand-in's own, for tests).
  public let content: Content

  /// Apple: https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  /// (`init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`).
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}
