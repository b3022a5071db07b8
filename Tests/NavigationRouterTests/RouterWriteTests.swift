import NavigationCore
import NavigationRouter
import Observation
import TestSupport
import Testing

@MainActor
struct RouterWriteTests {
  private let a = AlphaRoute.item("a")
  private let b = AlphaRoute.item("b")

  @Test func aNewRouterHasWrittenNothing() throws {
    let router = try RouterFixture().router
    #expect(router.writeCount == 0)
    #expect(router.diagnosticLog == [])
    #expect(router.state == AppNavigationState(tabs: RouterFixture.tabs, selectedTab: "library"))
  }

  @Test func aMultiCommandApplyIsExactlyOneWrite() throws {
    let router = try RouterFixture().router
    let counter = StateChangeCounter(router)
    router.apply([.push(a), .push(b), .present(a, style: .sheet), .push(b), .dismiss, .back])
    #expect(router.writeCount == 1)
    #expect(counter.changes == 1)
    #expect(router.state.stacks["library"] == NavigationStackState(path: [a]))
  }

  @Test func everyChangingApplyIsOneMoreWrite() throws {
    let router = try RouterFixture().router
    let counter = StateChangeCounter(router)
    router.apply([.push(a)])
    router.apply([.push(b), .back, .push(b)])
    router.apply([.selectTab("search")])
    #expect(router.writeCount == 3)
    #expect(counter.changes == 3)
  }

  @Test(arguments: [
    [NavigationCommand.back], [.dismiss], [.dismissAll(tab: "library")], [.popToRoot],
    [.back, .dismiss],
    [.replacePath([])], [.selectTab("library")], [],
    [.push(AlphaRoute.item("a")), .back], [.selectTab("search"), .selectTab("library")],
  ])
  func aNoOpApplyWritesNothing(commands: [NavigationCommand]) throws {
    let router = try RouterFixture().router
    let counter = StateChangeCounter(router)
    router.apply(commands)
    #expect(router.writeCount == 0)
    #expect(counter.changes == 0)
    #expect(router.state == AppNavigationState(tabs: RouterFixture.tabs, selectedTab: "library"))
  }

  @Test func observersAreToldBeforeTheWriteAndSeeTheOldState() throws {
    let router = try RouterFixture().router
    router.apply([.push(a)])
    let seen = PathCountLog()
    withObservationTracking {
      _ = router.state
    } onChange: {
      MainActor.assumeIsolated { seen.counts.append(router.state.stacks["library"]?.path.count) }
    }
    router.apply([.push(b)])
    #expect(seen.counts == [1])
    #expect(router.state.stacks["library"]?.path.routes == [a, b])
  }

  @Test func pushingTheRouteOnTopAgainWritesNothing() throws {
    let router = try RouterFixture().router
    router.apply([.push(a)])
    router.apply([.push(a)])
    #expect(router.writeCount == 1)
    #expect(router.state.stacks["library"]?.path.routes == [a])
  }

  @Test func replacePathIsOneWrite() throws {
    let router = try RouterFixture().router
    router.apply([.push(a)])
    let counter = StateChangeCounter(router)
    router.apply([.replacePath([b, a, b])])
    #expect(router.writeCount == 2)
    #expect(counter.changes == 1)
    #expect(router.state.stacks["library"]?.path.routes == [b, a, b])
  }

  @Test func dismissThenPushIsOneWriteEndingOnTheStackBelow() throws {
    let router = try RouterFixture().router
    router.apply([.present(BetaRoute.home.erased, style: .sheet)])
    let counter = StateChangeCounter(router)
    router.apply([.dismiss, .push(a)])
    #expect(counter.changes == 1)
    #expect(router.writeCount == 2)
    #expect(router.state.stacks["library"] == NavigationStackState(path: [a]))
  }

  @Test func switchingTabsLeavesEveryOtherStackIdentical() throws {
    let router = try RouterFixture().router
    router.apply([.push(a), .present(b, style: .fullScreenCover), .push(a)])
    let library = router.state.stacks["library"]
    router.apply([.selectTab("search"), .push(BetaRoute.item("x"))])
    router.apply([.selectTab("notes"), .push(b)])
    router.apply([.selectTab("library")])
    #expect(router.state.stacks["library"] == library)
    #expect(router.state.stacks["search"] == NavigationStackState(path: [BetaRoute.item("x")]))
    #expect(router.state.stacks["notes"] == NavigationStackState(path: [b]))
    #expect(router.state.stacks["settings"] == NavigationStackState())
    #expect(router.state.visibleRoute == a)
  }

  @Test func anUnknownTabIsANoOpWithADiagnostic() throws {
    let router = try RouterFixture().router
    router.apply([.selectTab("downloads")])
    #expect(router.writeCount == 0)
    #expect(router.state.selectedTab == "library")
    #expect(
      router.diagnosticLog.map(\.description) == [
        "unknown tab 'downloads'; the tabs are library, search, notes, settings"
      ])
    #expect(router.diagnosticLog == [.unknownTab("downloads", tabs: RouterFixture.tabs)])
  }

  @Test func replaceStateIsOneWriteAndNoneWhenEqual() throws {
    let router = try RouterFixture().router
    var restored = AppNavigationState(
      tabs: RouterFixture.tabs, selectedTab: "search", layout: .regular)
    restored.stacks["search"] = NavigationStackState(path: [BetaRoute.item("x")])
    let counter = StateChangeCounter(router)
    router.replaceState(restored)
    router.replaceState(restored)
    #expect(router.writeCount == 1)
    #expect(counter.changes == 1)
    #expect(router.state == restored)
  }
}

/// The path lengths an observer read when it was told of a change.
@MainActor
private final class PathCountLog {
  var counts: [Int?] = []
}
