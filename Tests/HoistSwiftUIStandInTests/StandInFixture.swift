import HoistSwiftUIStandInViews
import NavigationCore
import NavigationRouter
import SwiftUIStandIn
import TestSupport

/// A router over two fake features (`alpha` draws the library tab, `beta` the search tab),
/// the bindings the views hand to SwiftUI, the views of `alpha` only, and every event.
@MainActor
final class StandInFixture {
  let router: Router<String>
  let bindings: NavigationBindings<String>
  let registry: FeatureRegistry<String>
  var views = RouteViewRegistry()
  private(set) var events: [NavigationEvent] = []

  init() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(
      FakeFeature<AlphaRoute>(tab: "library", tabRoot: .home), delegates: { _, _ in [] })
    try registry.register(
      FakeFeature<BetaRoute>(tab: "search", tabRoot: .home), delegates: { _, _ in [] })
    self.registry = registry
    router = Router(registry: registry, tabs: ["library", "search"], selectedTab: "library")
    bindings = NavigationBindings(router: router)
    try views.register(AlphaViews())
    router.addEventObserver { [unowned self] in self.events += $0 }
  }

  /// Forgets the events seen so far.
  func clearEvents() {
    events = []
  }
}

/// The SwiftUI views of `alpha`'s routes: a text naming the route.
struct AlphaViews: RouteViews {
  func view(for route: AlphaRoute) -> Text {
    Text(verbatim: route.key)
  }
}
