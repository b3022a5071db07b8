import NavigationCore
import TestSupport
import Testing

struct AnyRouteTests {
  @Test func equalRoutesOfOneTypeAreEqual() {
    #expect(AlphaRoute.item(id: "1").erased == AlphaRoute.item(id: "1").erased)
    #expect(AlphaRoute.item(id: "1").erased != AlphaRoute.item(id: "2").erased)
  }

  @Test func routesOfDifferentTypesAreNeverEqual() {
    let alpha = AlphaRoute.item(id: "1").erased
    let beta = BetaRoute.item(id: "1").erased
    #expect(alpha != beta)
    #expect(Set([alpha, beta, AlphaRoute.item(id: "1").erased]).count == 2)
  }

  @Test func keyAndFeatureComeFromTheWrappedRoute() {
    let route = BetaRoute.toggle(isOn: true).erased
    #expect(route.key == "beta.toggle")
    #expect(route.feature == "beta")
  }

  @Test func castingRecoversOnlyTheWrappedType() {
    let route = AlphaRoute.page(id: "op", number: 2).erased
    #expect(route.as(AlphaRoute.self) == .page(id: "op", number: 2))
    #expect(route.as(BetaRoute.self) == nil)
  }
}
