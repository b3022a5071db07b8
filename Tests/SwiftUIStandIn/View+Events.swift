import Foundation

extension View {
  /// Apple: https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  /// (`func onOpenURL(perform action: @escaping (URL) -> ()) -> some View`).
  public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    ModifiedView(content: self)
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/view/oncontinueuseractivity(_:perform:)
  /// (`func onContinueUserActivity(_ activityType: String,
  /// perform action: @escaping (NSUserActivity) -> ()) -> some View`).
  public nonisolated func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    ModifiedView(content: self)
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  /// (`func onChange<V>(of value: V, initial: Bool = false,
  /// _ action: @escaping (V, V) -> Void) -> some View where V : Equatable`).
  public nonisolated func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    ModifiedView(content: self)
  }

  /// Apple: https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  /// (`func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
  /// -> some View`).
  public nonisolated func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  )
    -> some View
  {
    ModifiedView(content: self)
  }
}
