/// What identifies a shown modal for SwiftUI's `sheet(item:)`: its style and root route.
public struct PresentationID: Hashable, Sendable {
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
}
