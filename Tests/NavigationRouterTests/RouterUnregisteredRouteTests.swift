import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// A route no registered feature declares is refused before it reaches the state.
@MainActor
struct RouterUnregisteredRouteTests {
  private let lost = GammaRoute.lost(id: "x").erased
  private let a = AlphaRoute.item("a")

  @Test(
    arguments: [
      ([NavigationCommand.push(GammaRoute.lost(id: "x").erased)], "push"),
      ([.push(GammaRoute.lost(id: "x").erased, on: .tab("search"))], "push"),
      ([.present(GammaRoute.lost(id: "x").erased, style: .sheet)], "present"),
      (
        [.present(GammaRoute.lost(id: "x").erased, style: .sheet, over: .tab("library"))], "present"
      ),
      ([.replacePath([AlphaRoute.item("a"), GammaRoute.lost(id: "x").erased])], "replace path"),
      ([.replacePath([GammaRoute.lost(id: "x").erased], on: .tab("notes"))], "replace path"),
      ([.replaceTop(GammaRoute.lost(id: "x").erased)], "replace top"),
    ] as [([NavigationCommand], String)])
  func aCommandCarryingAnUnregisteredRouteChangesNothing(
    commands: [NavigationCommand], name: String
  ) throws {
    let router = try RouterFixture().router
    let before = router.state
    let counter = StateChangeCounter(router)
    router.apply(commands)
    #expect(router.state == before)
    #expect(router.writeCount == 0)
    #expect(counter.changes == 0)
    #expect(router.diagnosticLog == [.unregisteredRoute(lost, command: name)])
    #expect(
      router.diagnosticLog.map(\.description) == [
        #"no registered feature declares the route {"id":"x","key":"gamma.lost"} (\#(name)); nothing changed"#
      ])
  }

  @Test func theOtherCommandsOfTheSequenceStillApply() throws {
    let router = try RouterFixture().router
    router.apply([.push(a), .push(lost), .selectTab("search")])
    #expect(router.state.stacks["library"]?.path.routes == [a])
    #expect(router.state.selectedTab == "search")
    #expect(router.diagnosticLog == [.unregisteredRoute(lost, command: "push")])
  }

  @Test func anEventObserverSeesNoEventOfTheRefusedPush() throws {
    let router = try RouterFixture().router
    var events: [NavigationEvent] = []
    router.addEventObserver { events += $0 }
    router.apply([.push(lost)])
    #expect(events == [])
    #expect(router.diagnosticLog == [.unregisteredRoute(lost, command: "push")])
  }

  @Test func aRegisteredRouteAfterARefusedOneIsPushed() throws {
    let router = try RouterFixture().router
    router.apply([.push(lost)])
    router.apply([.push(a)])
    #expect(router.state.stacks["library"]?.path.routes == [a])
  }
}
