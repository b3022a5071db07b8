/// The registration contract of a feature: its routes, its tab root, its destination factory
/// and its intent handling.
///
/// A feature never imports another feature or the router. It builds screens from routes and
/// answers intents with an ``Outcome``: commands, data changes, and ``Delegate`` requests the
/// composition root maps with an exhaustive `switch`. Both methods are pure functions of their
/// arguments and the data look-ups injected at init.
///
/// A feature lives on the main actor, as SwiftUI views and an app's `@MainActor @Observable`
/// store do, so it reads the store directly, with no lock and no `@Sendable` closure:
///
/// ```swift
/// struct CartFeature: FeatureModule {
///   let store: ShopStore  // @MainActor @Observable final class
///   func screen(for route: CartRoute, in context: FeatureContext) -> Screen {
///     Screen(title: "Cart", body: "\(store.cart.count) items")
///   }
/// }
/// ```
@MainActor
public protocol FeatureModule: Sendable {
  /// The feature's route enum.
  associatedtype RouteType: Route
  /// What happened on the feature's screens, named from the user's side.
  associatedtype Intent: Hashable, Sendable
  /// The app's data change type, applied by its store.
  associatedtype Change: Sendable
  /// Requests to the composition root ("open this product"), named from the feature's side;
  /// `Never` when the feature asks nothing.
  associatedtype Delegate: Sendable = Never

  /// The feature's name; equals `RouteType.feature` and every intent's address.
  nonisolated static var name: String { get }

  /// The tab whose root this feature draws, or `nil` when it has none.
  var tab: TabID? { get }

  /// The route drawn at the root of ``tab``; not part of the tab's path.
  var tabRoot: RouteType? { get }

  /// Builds the screen for one of the feature's routes.
  ///
  /// - Parameters:
  ///   - route: The route, whose IDs are resolved against current data.
  ///   - context: Where the user is.
  /// - Returns: The screen, in one of the ``ScreenState`` states.
  func screen(for route: RouteType, in context: FeatureContext) -> Screen

  /// The title of a route's screen without building the screen: what a breadcrumb shows.
  ///
  /// - Parameter route: The route.
  /// - Returns: Exactly the title ``screen(for:in:)`` gives; cheap (a look-up, no rows).
  func title(for route: RouteType) -> String

  /// Why a route's data does not exist, without building its screen: the check a deep link
  /// makes on each route it lands on.
  ///
  /// - Parameters:
  ///   - route: The route, whose IDs are resolved against current data.
  ///   - context: Where the user is, as for ``screen(for:in:)``.
  /// - Returns: `nil` when the route's screen shows its data (`content`, `locked`);
  ///   otherwise exactly ``Screen/missingDataMessage`` of that screen (the body of its
  ///   `notFound` or `missing` state). Cheap: a look-up by ID, no rows.
  func missingData(for route: RouteType, in context: FeatureContext) -> String?

  /// Decides what an intent does.
  ///
  /// - Parameters:
  ///   - intent: What happened.
  ///   - context: Where the user is; the route that emitted the intent is `context.route`.
  /// - Returns: Navigation commands, data changes and delegate requests; nothing is mutated
  ///   here.
  func handle(_ intent: Intent, in context: FeatureContext) -> Outcome<Change, Delegate>

  /// Checks one of the feature's routes restored from saved state (or imported) against
  /// current data and permissions; a pure function like ``handle(_:in:)``.
  ///
  /// - Parameter route: The restored route.
  /// - Returns: Keep it, replace it with another of the feature's routes, or drop it, with
  ///   why. Conventionally written in `<Name>Feature+Restoration.swift`.
  func reconcile(_ route: RouteType) -> Reconciliation<RouteType>
}

extension FeatureModule {
  /// Addresses one of this feature's intents for a screen action.
  ///
  /// - Parameter intent: The intent.
  /// - Returns: The intent wrapped with this feature's name.
  public nonisolated static func intent(_ intent: Intent) -> AnyIntent {
    AnyIntent(feature: name, intent)
  }

  /// The title from the built screen; features override it with a cheap look-up.
  ///
  /// - Parameter route: The route.
  /// - Returns: The screen's title.
  public func title(for route: RouteType) -> String {
    screen(for: route, in: FeatureContext(tab: tab ?? TabID(rawValue: Self.name))).title
  }

  /// The missing-data message of the built screen; features override it with a look-up.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - context: Where the user is.
  /// - Returns: The screen's ``Screen/missingDataMessage``.
  public func missingData(for route: RouteType, in context: FeatureContext) -> String? {
    screen(for: route, in: context).missingDataMessage
  }

  /// The tab root route, erased; `nil` when the feature has no tab.
  public var erasedTabRoot: AnyRoute? { tabRoot.map(AnyRoute.init) }
}
