import NavigationCore
import NavigationRouter
import TestSupport
import Testing

@MainActor
struct FeatureRegistryTests {
  /// Claims a key of `alpha` from a feature named `gamma`.
  private enum ImpostorRoute: Route {
    case item(id: String)

    static let feature = "gamma"
    static let caseNames = ["item"]
    static let keys = ["alpha.item"]
    var key: String { "alpha.item" }
  }

  /// Declares a key outside its feature's name.
  private enum StrayRoute: Route {
    case home

    static let feature = "delta"
    static let caseNames = ["home"]
    static let keys = ["elsewhere.home"]
    var key: String { "elsewhere.home" }
  }

  private func alphaAndBeta() throws -> FeatureRegistry<String> {
    var registry = FeatureRegistry<String>()
    try registry.register(FakeFeature<AlphaRoute>(tab: "library", tabRoot: .home))
    try registry.register(FakeFeature<BetaRoute>(tab: "search", tabRoot: .home))
    return registry
  }

  @Test func registeringRecordsKeysAndTabs() throws {
    let registry = try alphaAndBeta()
    #expect(
      registry.routeKeys == [
        "alpha.home": "alpha", "alpha.item": "alpha", "alpha.page": "alpha",
        "beta.home": "beta", "beta.item": "beta", "beta.toggle": "beta",
      ])
    #expect(registry.tabOwners == ["library": "alpha", "search": "beta"])
    #expect(registry.tabRoot(for: "library") == AlphaRoute.home.erased)
    #expect(registry.tabRoot(for: "notes") == nil)
    #expect(registry.isRegistered("beta.toggle"))
    #expect(registry.isRegistered("gamma.lost") == false)
  }

  @Test func twoFeaturesDeclaringOneKeyFailNamingBoth() throws {
    var registry = try alphaAndBeta()
    let before = registry.routeKeys
    let error = try #require(throws: RegistryError.self) {
      try registry.register(FakeFeature<ImpostorRoute>())
    }
    #expect(error == .duplicateRouteKey(key: "alpha.item", first: "alpha", second: "gamma"))
    #expect(
      error.description
        == "the route key 'alpha.item' is declared by both 'alpha' and 'gamma'; "
        + "each key must belong to exactly one feature")
    #expect(registry.routeKeys == before)
  }

  @Test func registeringAFeatureTwiceFails() throws {
    var registry = try alphaAndBeta()
    #expect(throws: RegistryError.duplicateFeature(name: "alpha")) {
      try registry.register(FakeFeature<AlphaRoute>())
    }
  }

  @Test func aKeyOutsideTheFeaturesNameFails() {
    var registry = FeatureRegistry<String>()
    #expect(throws: RegistryError.keyOutsideFeature(key: "elsewhere.home", feature: "delta")) {
      try registry.register(FakeFeature<StrayRoute>())
    }
    #expect(registry.routeKeys == [:])
  }

  @Test func twoFeaturesClaimingOneTabFailAndRegisterNothing() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(FakeFeature<AlphaRoute>(tab: "library"))
    let error = try #require(throws: RegistryError.self) {
      try registry.register(FakeFeature<BetaRoute>(tab: "library"))
    }
    #expect(error == .tabClaimedTwice(tab: "library", first: "alpha", second: "beta"))
    #expect(error.description.contains("'alpha' and 'beta'"))
    #expect(registry.isRegistered("beta.home") == false)
  }

  @Test func screensComeFromTheOwningFeatureOrNoDestination() throws {
    let registry = try alphaAndBeta()
    let context = FeatureContext(tab: "library")
    #expect(registry.screen(for: BetaRoute.item("x"), in: context).title == "beta.item")
    #expect(
      registry.screen(for: ImpostorRoute.item(id: "x").erased, in: context)
        == .noDestination(key: "alpha.item"))
  }

  @Test func handleAnswersOnlyForTheNamedFeatureAndItsIntentType() throws {
    let registry = try alphaAndBeta()
    let context = FeatureContext(tab: "library")
    let outcome = registry.handle(
      FakeFeature<BetaRoute>.intent(.respond(commands: [.back], changes: ["b"], message: "hi")),
      in: context)
    #expect(outcome == Outcome(commands: [.back], changes: ["b"], message: "hi"))
    #expect(registry.handle(AnyIntent(feature: "gamma", FakeIntent.respond()), in: context) == nil)
    #expect(registry.handle(AnyIntent(feature: "beta", 42), in: context) == nil)
  }

  @Test func routesDecodeByKeyWithTheOwningFeature() throws {
    let registry = try alphaAndBeta()
    #expect(
      try registry.decodeRoute(["key": .string("beta.toggle"), "isOn": .bool(true)])
        == BetaRoute.toggle(isOn: true).erased)
    #expect(
      try registry.decodeRoute([
        "key": .string("alpha.page"), "id": .string("op"), "number": .integer(2),
      ])
        == AlphaRoute.page(id: "op", number: 2).erased)
  }

  @Test func decodingFailsNamingTheBadInput() throws {
    let registry = try alphaAndBeta()
    #expect(throws: RouteCodingError.missingKey) { try registry.decodeRoute([:]) }
    #expect(throws: RouteCodingError.unknownKey("gamma.lost")) {
      try registry.decodeRoute(["key": .string("gamma.lost")])
    }
    #expect(throws: RouteCodingError.invalidFields(key: "alpha.item", reason: "missing field 'id'"))
    {
      try registry.decodeRoute(["key": .string("alpha.item")])
    }
  }

  @Test func delegatesAreMappedAfterTheOutcomesOwnCommands() throws {
    let registry = try alphaAndBeta()
    let target = BetaRoute.item("t")
    let outcome = registry.handle(
      FakeFeature<AlphaRoute>.intent(.respond(commands: [.back], delegates: [.open(target)])),
      in: FeatureContext(tab: "library"))
    #expect(outcome == Outcome(commands: [.back, .push(target)]))
  }
}
