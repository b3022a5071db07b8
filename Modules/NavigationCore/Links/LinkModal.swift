/// The modal a link pattern ends in: a sheet or full-screen cover presented over the stack the
/// link builds, with its root route.
///
/// The modal is presented when every route of the stack is built and the parameters its route
/// needs are given; its own stack starts empty.
public struct LinkModal: Hashable, Sendable {
  /// Sheet or full-screen cover.
  public let style: PresentationStyle
  /// The modal's root route.
  public let route: LinkRoute

  /// Creates a modal ending.
  ///
  /// - Parameters:
  ///   - style: Sheet or full-screen cover.
  ///   - route: The modal's root route, filled from the pattern's parameters.
  public init(_ style: PresentationStyle, _ route: LinkRoute) {
    self.style = style
    self.route = route
  }
}
