import NavigationCore

#if canImport(SwiftUI)
  import SwiftUI
#elseif HOIST_SWIFTUI_STANDIN
  import SwiftUIStandIn
#endif

#if canImport(SwiftUI) || HOIST_SWIFTUI_STANDIN
  /// The SwiftUI views of one feature's routes: what `HoistRootView` draws for each route of
  /// `RouteType`, beside the feature's `FeatureModule` (which decides what intents do).
  ///
  /// A feature module stays headless: it imports `NavigationCore` only, never the router or
  /// `HoistSwiftUI` (which depends on the router). Its views live in the app target or in a
  /// views module beside the feature that imports the feature, `NavigationCore` and
  /// `HoistSwiftUI`:
  ///
  /// ```swift
  /// struct ShopViews: RouteViews {
  ///   let store: ShopStore
  ///   @ViewBuilder func view(for route: ShopRoute) -> some View {
  ///     switch route {
  ///     case .catalog: CatalogList(products: store.products)
  ///     case .product(let id): ProductDetail(product: store.product(id))
  ///     case .reviews(let id): ReviewList(reviews: store.reviews(id))
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// A view reads the app's store itself and reports taps through `\.sendIntent`
  /// (`SendIntentAction`); it never changes navigation. **Views and headless screens.** The
  /// two are independent renderings of the same routes: `FeatureModule.screen(for:in:)` is
  /// what a text shell, the headless test driver, breadcrumb titles and the
  /// default missing-data check read; a `RouteViews` value is what SwiftUI draws. Both send
  /// the same intents, so a feature's decisions are tested once, headless. An app that draws
  /// every route in SwiftUI and wants no headless screens conforms its feature to
  /// `ViewOnlyFeature` and writes only a title per route.
  @MainActor
  public protocol RouteViews {
    /// The feature's route enum.
    associatedtype RouteType: Route
    /// The type of the views.
    associatedtype Content: View

    /// The view of one route.
    ///
    /// - Parameter route: The route; its IDs are looked up in the app's store by the view.
    /// - Returns: The view; it sets its own navigation title and toolbar.
    @ViewBuilder func view(for route: RouteType) -> Content
  }
#endif
