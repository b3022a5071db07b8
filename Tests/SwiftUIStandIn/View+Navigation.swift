extension View {
  /// Apple: https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  /// (`func navigationDestination<D, C>(for data: D.Type,
  /// @ViewBuilder destination: @escaping (D) -> C) -> some View where D : Hashable,
  /// C : View`).
  public nonisolated func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    ModifiedView(content: self)
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
  /// (`func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V : View`).
  public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    ModifiedView(content: self)
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/view/tag(_:)
  /// (`func tag<V>(_ tag: V) -> some View where V : Hashable`).
  public nonisolated func tag<V: Hashable>(_ tag: V) -> some View {
    ModifiedView(content: self)
  }
}
