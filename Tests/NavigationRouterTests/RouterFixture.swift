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

/// Counts the writes an observer of a router's whole state is told of, tracking it again
/// after each notification.
///
/// A write that changes several parts tells the registrar of each; the tracking made again
/// inside the first notification hears the next ones of the same write, which are counted
/// once (the write count has not moved between them).
@MainActor
final class StateChangeCounter {
  private(set) var changes = 0
  private var countedWrite = -1

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
        if self.countedWrite != router.writeCount {
          self.changes += 1
          self.countedWrite = router.writeCount
        }
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
