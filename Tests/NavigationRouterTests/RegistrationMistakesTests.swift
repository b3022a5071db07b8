import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// A route case with an unlabelled payload.
enum UnlabelledRoute: Route {
  case home
  case item(String)

  static let feature = "unlabelled"
  static let caseNames = ["home", "item"]
}

/// A route case whose second payload value has no label.
enum HalfLabelledRoute: Route {
  case page(id: String, Int)

  static let feature = "half"
  static let caseNames = ["page"]
}

/// A `caseNames` list with a name that is no case (the case was renamed `detail`).
enum RenamedRoute: Route {
  case home
  case detail(id: String)

  static let feature = "renamed"
  static let caseNames = ["home", "details"]
}

/// A `caseNames` list that misses the tab root's case.
enum UnlistedRootRoute: Route {
  case start
  case item(id: String)

  static let feature = "unlisted"
  static let caseNames = ["item"]
}

/// Labelled payloads of every scalar kind and one that is not a scalar: all register.
enum ScalarsRoute: Route {
  struct Box: Hashable, Codable, Sendable { var id: Int }
  case text(id: String)
  case numbers(count: Int, ratio: Double)
  case flag(isOn: Bool, name: String)
  case boxed(box: Box)

  static let feature = "scalars"
  static let caseNames = ["text", "numbers", "flag", "boxed"]
}

/// Registration refuses the route mistakes a probe decode proves, naming the case; a router
/// made with `selecting:` refuses a selected tab that is not a tab.
@MainActor
struct RegistrationMistakesTests {
  @Test func anUnlabelledPayloadIsRefusedNamingTheCaseAndPosition() {
    var registry = FeatureRegistry<String>()
    let error = RegistryError.unlabelledPayload(key: "unlabelled.item", position: 0)
    #expect(throws: error) { try registry.register(FakeFeature<UnlabelledRoute>()) }
    #expect(
      error.description
        == "the route case 'unlabelled.item' has an unlabelled payload value at position 1; "
        + "label every associated value, such as 'case item(id: String)'")
    #expect(registry.routeKeys == [:])
    #expect(throws: RegistryError.unlabelledPayload(key: "half.page", position: 1)) {
      try registry.register(FakeFeature<HalfLabelledRoute>())
    }
  }

  @Test func aListedNameThatIsNoCaseIsRefused() {
    var registry = FeatureRegistry<String>()
    let error = RegistryError.unknownCaseName(key: "renamed.details", feature: "renamed")
    #expect(throws: error) { try registry.register(FakeFeature<RenamedRoute>()) }
    #expect(
      error.description
        == "the route key 'renamed.details' of the feature 'renamed' names no case of its route "
        + "type; remove the name from caseNames or rename it to the case's")
  }

  @Test func aTabRootWhoseCaseIsNotListedIsRefused() {
    var registry = FeatureRegistry<String>()
    let error = RegistryError.caseNotListed(key: "unlisted.start", feature: "unlisted")
    #expect(throws: error) {
      try registry.register(FakeFeature<UnlistedRootRoute>(tab: "x", tabRoot: .start))
    }
    #expect(
      error.description
        == "the route case 'unlisted.start' of the feature 'unlisted' is missing from its route "
        + "type's caseNames; add it")
  }

  @Test func labelledScalarAndOtherPayloadsRegister() throws {
    var registry = FeatureRegistry<String>()
    try registry.register(FakeFeature<ScalarsRoute>())
    try registry.register(FakeFeature<AlphaRoute>(tab: "library", tabRoot: .home))
    #expect(registry.isRegistered("scalars.boxed"))
    #expect(registry.isRegistered("alpha.page"))
  }

  @Test func aRouterSelectingATabThatIsNotOneIsRefused() throws {
    let registry = FeatureRegistry<String>()
    let error = RouterSetupError.unknownSelectedTab("cart", tabs: ["shop", "account"])
    #expect(throws: error) {
      try Router(registry: registry, tabs: ["shop", "account"], selecting: "cart")
    }
    #expect(
      error.description
        == "the selected tab 'cart' is not one of the tabs (shop, account); select one of them")
    let router = try Router(registry: registry, tabs: ["shop", "account"], selecting: "account")
    #expect(router.state == AppNavigationState(tabs: ["shop", "account"], selectedTab: "account"))
    #expect(router.diagnosticLog == [])
  }
}
