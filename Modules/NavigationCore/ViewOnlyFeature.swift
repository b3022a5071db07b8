/// A feature whose routes only SwiftUI views draw: it writes a title per route instead of a
/// headless ``Screen``.
///
/// ``FeatureModule/screen(for:in:)`` becomes a screen that is only the title, and
/// ``FeatureModule/title(for:)`` is ``navigationTitle(for:)``. Everything else is as for any
/// feature: intents, outcomes, links, restoration. Test its decisions by sending intents
/// (`Router.send(_:from:)`, or a test driver's send) rather than by tapping screen rows,
/// which it has none of. A deep link checks each route's data with
/// ``FeatureModule/missingData(for:in:)``: override it with a look-up by ID, or every
/// route's data is taken to exist.
///
/// ```swift
/// struct CartFeature: ViewOnlyFeature {
///   func navigationTitle(for route: CartRoute) -> String { "Cart" }
///   // name, tab, tabRoot, handle(_:in:), reconcile(_:) as for any feature
/// }
/// ```
@MainActor
public protocol ViewOnlyFeature: FeatureModule {
  /// The title of a route's view: what a breadcrumb, a tab item and the headless screen show.
  ///
  /// - Parameter route: The route.
  /// - Returns: The title; cheap (a look-up, no rows).
  func navigationTitle(for route: RouteType) -> String
}

extension ViewOnlyFeature {
  /// A content screen with only the route's title.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - context: Not read.
  /// - Returns: `Screen(title: navigationTitle(for: route))`.
  public func screen(for route: RouteType, in context: FeatureContext) -> Screen {
    Screen(title: navigationTitle(for: route))
  }

  /// The route's title, without building a screen.
  ///
  /// - Parameter route: The route.
  /// - Returns: ``navigationTitle(for:)``.
  public func title(for route: RouteType) -> String {
    navigationTitle(for: route)
  }
}
