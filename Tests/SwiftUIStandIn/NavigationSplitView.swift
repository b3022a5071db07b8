/// A view that shows two or three columns.
///
/// Apple: https://developer.apple.com/documentation/swiftui/navigationsplitview
/// (`struct NavigationSplitView<Sidebar, Content, Detail> where Sidebar : View,
/// Content : View, Detail : View`).
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  /// The leftmost column (the stand-in's own, for tests).
  public let sidebar: Sidebar
  /// The middle column, `EmptyView` in a two-column view (the stand-in's own, for tests).
  public let content: Content
  /// The rightmost column (the stand-in's own, for tests).
  public let detail: Detail

  /// Apple: https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:content:detail:)
  /// (`init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
  /// @ViewBuilder detail: () -> Detail)`).
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Never called: the stand-in draws nothing.
  public var body: Never { fatalError("the stand-in draws nothing") }
}

extension NavigationSplitView where Content == EmptyView {
  /// Apple: https://developer.apple.com/documentation/swiftui/navigationsplitview/init(sidebar:detail:)
  /// (`init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
  /// where Content == EmptyView`).
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = EmptyView()
    self.detail = detail()
  }
}
