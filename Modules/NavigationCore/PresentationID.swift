/// What identifies a shown modal for SwiftUI's `sheet(item:)`: its style and root route.
///
/// `Identifiable` by itself, so `sheet(item:)` and `fullScreenCover(item:)` take a binding to
/// an optional `PresentationID` without a wrapper.
public struct PresentationID: Hashable, Sendable, Identifiable {
  /// Sheet or full-screen cover.
  public var style: PresentationStyle
  /// The modal's root route.
  public var root: AnyRoute

  /// Creates an identity.
  ///
  /// - Parameters:
  ///   - style: Sheet or full-screen cover.
  ///   - root: The modal's root route.
  public init(style: PresentationStyle, root: AnyRoute) {
    self.style = style
    self.root = root
  }

  /// The identity itself: two values are the same modal exactly when they are equal.
  public var id: PresentationID { self }
}
