import NavigationCore
import NavigationRouter

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// The SwiftUI views of every feature, by feature name: what `HoistRootView` looks up for
  /// each route it draws (a tab's root, a pushed route, a modal's root, a column).
  ///
  /// Register every feature's views once, in the composition root, beside the features:
  ///
  /// ```swift
  /// var views = RouteViewRegistry()
  /// try views.register(ShopViews(store: store))
  /// assert(views.featuresWithoutViews(in: registry).isEmpty)
  /// ```
  @MainActor
  public struct RouteViewRegistry {
    private var builders: [String: (AnyRoute) -> AnyView?] = [:]

    /// Creates an empty registry: every route draws a "no view" text until registered.
    public init() {}

    /// Registers the views of one feature's routes.
    ///
    /// - Parameter views: The views; `Views.RouteType.feature` names the feature.
    /// - Throws: `RouteViewRegistryError.duplicateFeature` when views for that feature are
    ///   registered already.
    public mutating func register<Views: RouteViews>(_ views: Views)
      throws(RouteViewRegistryError)
    {
      let feature = Views.RouteType.feature
      guard builders[feature] == nil else { throw .duplicateFeature(feature) }
      builders[feature] = { route in
        route.as(Views.RouteType.self).map { AnyView(views.view(for: $0)) }
      }
    }

    /// The view of a route.
    ///
    /// - Parameter route: The route.
    /// - Returns: The registered view, or `nil` when no views are registered for its feature.
    public func view(for route: AnyRoute) -> AnyView? {
      builders[route.feature]?(route)
    }

    /// The features whose views are registered, sorted.
    public var features: [String] { builders.keys.sorted() }

    /// The features of a registry that have no views here: check it at start-up.
    ///
    /// - Parameter registry: The app's feature registry.
    /// - Returns: The names of the features that declare routes but have no views, sorted.
    public func featuresWithoutViews<Change: Sendable>(in registry: FeatureRegistry<Change>)
      -> [String]
    {
      Set(registry.routeKeys.values).subtracting(builders.keys).sorted()
    }
  }
#endif
