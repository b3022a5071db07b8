import NavigationCore
import NavigationRouter
import Observation
import TestSupport

/// A router over the fake features: `alpha` draws the library tab, `beta` the search tab,
/// and no feature draws notes or settings.
@MainActor
struct RouterFixture {
  static let tabs: [TabID] = ["library", "search", "notes", "settings"]

  let router: Router<String>
  let alphaLog = FakeLog()
  let betaLog = FakeLog()

  init() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(FakeFeature<AlphaRoute>(tab: "library", tabRoot: .home, log: alphaLog))
    try registry.register(FakeFeature<BetaRoute>(tab: "search", tabRoot: .home, log: betaLog))
    router = Router(registry: registry, tabs: Self.tabs, selectedTab: "library")
  }
}

/// Counts every observed change of a router's state by tracking it again after each change.
@MainActor
final class StateChangeCounter {
  private(set) var changes = 0

  init(_ router: Router<String>) {
    track(router)
  }

  private func track(_ router: Router<String>) {
    withObservationTracking {
      _ = router.state
    } onChange: { [weak self, weak router] in
      // The router's registrar keeps this closure until the next change: a strong `router`
      // here would be a cycle that keeps the router alive forever.
      MainActor.assumeIsolated {
        guard let self, let router else { return }
        self.changes += 1
        self.track(router)
      }
    }
  }
}

/// A route of a feature that is never registered.
enum GammaRoute: Route {
  case lost(id: String)

  static let feature = "gamma"
  static let caseNames = ["lost"]
}

extension AlphaRoute {
  static func item(_ id: String) -> AnyRoute { AlphaRoute.item(id: id).erased }
}

extension BetaRoute {
  static func item(_ id: String) -> AnyRoute { BetaRoute.item(id: id).erased }
}
