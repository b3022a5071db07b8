import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// A feature of route type `R` whose one link, `fake://same`, lands on `<feature>.home`.
@MainActor
private struct LinkedFake<R: Route>: LinkableFeature {
  typealias RouteType = R
  typealias Intent = FakeIntent
  typealias Change = String

  static var name: String { R.feature }
  static var links: [LinkPattern] {
    [
      LinkPattern(
        scheme: "fake", host: "same", universal: false, tab: TabID(rawValue: R.feature),
        stack: [LinkRoute("\(R.feature).home")])
    ]
  }

  let tab: TabID? = nil
  let tabRoot: R? = nil

  func screen(for route: R, in context: FeatureContext) -> Screen {
    Screen(title: route.key)
  }

  func handle(_ intent: FakeIntent, in context: FeatureContext) -> Outcome<String, Never> {
    .none
  }

  func reconcile(_ route: R) -> Reconciliation<R> {
    .keep
  }

  func arrived(at route: R, in context: FeatureContext) -> Outcome<String, Never> {
    Outcome(changes: ["arrived at \(route.key)"])
  }
}

@MainActor
struct FeatureRegistryLinkTests {
  @Test func twoFeaturesRegisteringOnePatternFailNamingBoth() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(LinkedFake<AlphaRoute>())
    #expect(
      throws: RegistryError.link(
        .duplicatePattern(template: "fake://same", first: "alpha", second: "beta"))
    ) {
      try registry.register(LinkedFake<BetaRoute>())
    }
    #expect(!registry.isRegistered("beta.home"))
    #expect(registry.links.links.map(\.feature) == ["alpha"])
    #expect(
      RegistryError.link(.duplicatePattern(template: "fake://same", first: "alpha", second: "beta"))
        .description
        == "the link fake://same is declared by both 'alpha' and 'beta'; each URL shape belongs to one feature"
    )
  }

  @Test func theStartUpCheckPassesWhenEveryNamedKeyIsRegistered() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(LinkedFake<AlphaRoute>())
    try registry.checkLinks()
    #expect(try registry.links.parse("fake://same") != .foreign)
  }

  @Test func arrivingAsksTheFeatureThatDeclaresTheRoute() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(LinkedFake<AlphaRoute>())
    let home = AlphaRoute.home.erased
    #expect(
      registry.arrive(at: home, in: FeatureContext(tab: "alpha"))?.changes == [
        "arrived at alpha.home"
      ])
    #expect(registry.arrive(at: BetaRoute.home.erased, in: FeatureContext(tab: "beta")) == nil)
  }
}
