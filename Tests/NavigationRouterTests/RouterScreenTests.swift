import NavigationCore
import NavigationRouter
import TestSupport
import Testing

@MainActor
struct RouterScreenTests {
  @Test func noRouteMeansTheSelectedTabsRoot() throws {
    let router = try RouterFixture().router
    #expect(router.screen(for: nil).title == "alpha.home")
    router.apply([.selectTab("search")])
    #expect(router.screen(for: nil).title == "beta.home")
    #expect(router.diagnosticLog == [])
  }

  @Test func aRegisteredRouteIsBuiltByItsFeature() throws {
    let router = try RouterFixture().router
    let screen = router.screen(for: AlphaRoute.page(id: "op", number: 3).erased)
    #expect(
      screen == Screen(title: "alpha.page", body: #"{"id":"op","key":"alpha.page","number":3}"#))
  }

  @Test func anUnregisteredKeyShowsNoDestinationWithADiagnostic() throws {
    let router = try RouterFixture().router
    let screen = router.screen(for: GammaRoute.lost(id: "1").erased)
    #expect(screen == .noDestination(key: "gamma.lost"))
    #expect(screen.state == .noDestination)
    #expect(
      router.diagnosticLog.map(\.description) == ["no destination for route key 'gamma.lost'"])
    #expect(router.diagnosticLog == [.noDestination(key: "gamma.lost")])
    #expect(router.writeCount == 0)
    _ = router.screen(for: GammaRoute.lost(id: "2").erased)
    #expect(router.diagnosticLog == [.noDestination(key: "gamma.lost")])
  }

  @Test func aTabWithoutARootShowsNoDestinationWithADiagnostic() throws {
    let router = try RouterFixture().router
    router.apply([.selectTab("notes")])
    let screen = router.screen(for: nil)
    #expect(screen.state == .noDestination)
    #expect(screen.body == "Nothing is registered for the root of the tab 'notes'.")
    #expect(
      router.diagnosticLog.map(\.description) == ["no feature draws the root of the tab 'notes'"])
  }
}
