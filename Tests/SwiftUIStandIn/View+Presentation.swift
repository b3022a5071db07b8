extension View {
  /// Apple: https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  /// (`func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
  /// @ViewBuilder content: @escaping (Item) -> Content) -> some View where
  /// Item : Identifiable, Content : View`).
  public nonisolated func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ModifiedView(content: self)
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  /// (iOS, iPadOS, Mac Catalyst, tvOS, visionOS, watchOS; not macOS. Same shape as
  /// `sheet(item:onDismiss:content:)`).
  public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    ModifiedView(content: self)
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
  /// (`func presentationDetents(_ detents: Set<PresentationDetent>,
  /// selection: Binding<PresentationDetent>) -> some View`).
  public nonisolated func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    ModifiedView(content: self)
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  /// (`func alert<S, A, M, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
  /// @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View where
  /// S : StringProtocol, A : View, M : View`).
  public nonisolated func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    ModifiedView(content: self)
  }
}
