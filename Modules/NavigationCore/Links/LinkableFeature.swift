/// A feature that declares deep links: its URL patterns, next to its routes, and what
/// arriving by link at one of its routes does beyond navigation.
///
/// The composition root registers the patterns with the feature; parse and print then go
/// both ways through ``LinkTable``.
public protocol LinkableFeature: FeatureModule {
  /// The feature's URL patterns.
  static var links: [LinkPattern] { get }

  /// What arriving by link at one of the feature's routes does besides navigating there,
  /// such as recording a page as read; navigation itself is the link's.
  ///
  /// - Parameters:
  ///   - route: The route the link landed on (the top of its stack).
  ///   - context: Where the user is after landing.
  /// - Returns: Data changes (and rarely commands); ``Outcome/none`` by default.
  func arrived(at route: RouteType, in context: FeatureContext) -> Outcome<Change, Never>
}

extension LinkableFeature {
  public func arrived(at route: RouteType, in context: FeatureContext) -> Outcome<Change, Never> {
    .none
  }
}
