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

  @Test func aKnownKeyIsTheKeyAndNotPartOfEquality() {
    let page = AlphaRoute.page(id: "op", number: 2)
    let known = AnyRoute(page, key: "alpha.page")
    #expect(known.key == "alpha.page")
    #expect(known == page.erased)
    #expect(Set([known, page.erased]).count == 1)
    #expect(known.description == page.erased.description)
  }

  #if DEBUG
    /// The known key is trusted in release builds; a debug build checks it against the route.
    @Test func aKnownKeyOtherThanTheRoutesOwnStopsADebugBuild() async {
      await #expect(processExitsWith: .failure) {
        _ = AnyRoute(AlphaRoute.page(id: "op", number: 2), key: "alpha.item")
      }
    }
  #endif

  @Test func equalityIsAnyHashablesForEveryPairOfValueRoutes() {
    let routes = [
      AlphaRoute.home.erased, AlphaRoute.item(id: "1").erased, AlphaRoute.item(id: "2").erased,
      AlphaRoute.page(id: "1", number: 1).erased, AlphaRoute.page(id: "1", number: 2).erased,
      BetaRoute.home.erased, BetaRoute.item(id: "1").erased, BetaRoute.toggle(isOn: true).erased,
      AnyRoute(AlphaRoute.item(id: "1"), key: "alpha.item"),
    ]
    var equalPairs = 0
    for left in routes {
      for right in routes {
        let expected = AnyHashable(left.base) == AnyHashable(right.base)
        #expect((left == right) == expected, "\(left) == \(right)")
        equalPairs += expected ? 1 : 0
      }
    }
    // Each route equals itself, and the two `alpha.item` 1 values equal each other.
    #expect(equalPairs == routes.count + 2)
  }

  @Test func castingRecoversOnlyTheWrappedType() {
    let route = AlphaRoute.page(id: "op", number: 2).erased
    #expect(route.as(AlphaRoute.self) == .page(id: "op", number: 2))
    #expect(route.as(BetaRoute.self) == nil)
  }
}
