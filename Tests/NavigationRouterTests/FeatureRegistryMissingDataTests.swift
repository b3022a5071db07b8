import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// The registry's missing-data check: a feature's own check, or by default its built screen's
/// state, with the context the caller gives.
@MainActor
struct FeatureRegistryMissingDataTests {
  /// A feature that keeps the default check: `gone` is not found (with a body), `lost` is
  /// missing (title only), `secret` is locked, and an item below nothing is missing.
  private struct ShelfFeature: FeatureModule {
    typealias RouteType = AlphaRoute
    typealias Intent = FakeIntent
    typealias Change = String

    static let name = AlphaRoute.feature
    let tab: TabID? = nil
    let tabRoot: AlphaRoute? = nil

    func screen(for route: AlphaRoute, in context: FeatureContext) -> Screen {
      switch route {
      case .home: Screen(title: "Shelf")
      case .item("gone"): Screen(title: "Not found", state: .notFound, body: "No item gone.")
      case .item("lost"): Screen(title: "Lost item", state: .missing)
      case .item("secret"): Screen(title: "Secret", state: .locked, body: "Locked.")
      case .item(let id) where context.path.isEmpty:
        Screen(title: "Orphan", state: .missing, body: "\(id) needs a path.")
      case .item(let id): Screen(title: id)
      case .page(let id, let number): Screen(title: "\(id) \(number)")
      }
    }

    func handle(_ intent: FakeIntent, in context: FeatureContext) -> Outcome<String, Never> {
      .none
    }

    func reconcile(_ route: AlphaRoute) -> Reconciliation<AlphaRoute> { .keep }
  }

  private func registry() throws -> FeatureRegistry<String> {
    var registry = FeatureRegistry<String>()
    try registry.register(ShelfFeature())
    try registry.register(FakeFeature<BetaRoute>())
    return registry
  }

  private func check(_ route: AlphaRoute, path: RoutePath = [AlphaRoute.home.erased]) throws
    -> String?
  {
    try registry().missingData(
      for: route.erased, in: FeatureContext(tab: "library", path: path, route: route.erased))
  }

  @Test func theDefaultCheckIsTheBuiltScreensBodyOrTitleWhenNotFoundOrMissing() throws {
    #expect(try check(.item(id: "gone")) == "No item gone.")
    #expect(try check(.item(id: "lost")) == "Lost item")
    #expect(try check(.item(id: "secret")) == nil)
    #expect(try check(.item(id: "kept")) == nil)
    #expect(try check(.home) == nil)
    #expect(try check(.page(id: "kept", number: 2)) == nil)
  }

  @Test func theDefaultCheckBuildsTheScreenInTheCallersContext() throws {
    #expect(try check(.item(id: "kept"), path: []) == "kept needs a path.")
  }

  @Test func aRouteNoFeatureDeclaresIsNotMissing() throws {
    let beta = BetaRoute.item(id: "x").erased
    var registry = FeatureRegistry<String>()
    try registry.register(ShelfFeature())
    #expect(registry.missingData(for: beta, in: FeatureContext(tab: "search")) == nil)
  }
}
