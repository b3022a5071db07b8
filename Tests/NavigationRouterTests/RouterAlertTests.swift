import NavigationCore
import NavigationRouter
import TestSupport
import Testing

@MainActor
struct RouterAlertTests {
  private let a = AlphaRoute.item("a")
  private let deleted = AlphaRoute.item("deleted")

  private let confirmIntent = FakeIntent.respond(
    commands: [.back, .push(AlphaRoute.item("list"))], message: "Deleted")

  /// A router on `library` with `[a, deleted]` pushed and a delete alert shown.
  private func routerWithAlert() throws -> RouterFixture {
    let fixture = try RouterFixture()
    let alert = AlertRequest(
      title: "Delete?", confirmLabel: "Delete", isDestructive: true,
      confirm: FakeFeature<AlphaRoute>.intent(confirmIntent))
    fixture.router.apply([.push(a), .push(deleted), .showAlert(alert)])
    return fixture
  }

  @Test func cancelRemovesOnlyTheAlert() throws {
    let fixture = try routerWithAlert()
    var expected = fixture.router.state
    expected.alert = nil
    let counter = StateChangeCounter(fixture.router)
    fixture.router.cancelAlert()
    #expect(fixture.router.state == expected)
    #expect(fixture.router.writeCount == 2)
    #expect(counter.changes == 1)
    #expect(fixture.alphaLog.entries == [])
  }

  @Test func cancelWithoutAnAlertWritesNothing() throws {
    let router = try RouterFixture().router
    router.cancelAlert()
    #expect(router.writeCount == 0)
  }

  @Test func confirmRunsExactlyTheConfirmOutcomeInOneWrite() throws {
    let fixture = try routerWithAlert()
    let counter = StateChangeCounter(fixture.router)
    #expect(fixture.router.confirmAlert().message == "Deleted")
    #expect(fixture.router.writeCount == 2)
    #expect(counter.changes == 1)
    #expect(fixture.router.state.alert == nil)
    #expect(fixture.router.state.stacks["library"]?.path.routes == [a, AlphaRoute.item("list")])
    #expect(
      fixture.alphaLog.entries == [
        FakeLog.Entry(intent: confirmIntent, route: deleted, tab: "library")
      ])
    #expect(fixture.betaLog.entries == [])
  }

  @Test func confirmingTwiceRunsTheOutcomeOnce() throws {
    let fixture = try routerWithAlert()
    fixture.router.confirmAlert()
    #expect(fixture.router.confirmAlert() == IntentReply())
    #expect(fixture.router.writeCount == 2)
    #expect(fixture.alphaLog.entries.count == 1)
  }

  @Test func confirmAppliesTheMappedDelegatesInTheSameWrite() throws {
    let fixture = try RouterFixture()
    let beta = BetaRoute.item("x")
    let alert = AlertRequest(
      title: "Open?", confirmLabel: "Open",
      confirm: FakeFeature<AlphaRoute>.intent(
        .respond(commands: [.selectTab("search")], delegates: [.open(beta)])))
    fixture.router.apply([.showAlert(alert)])
    let counter = StateChangeCounter(fixture.router)
    #expect(fixture.router.confirmAlert() == IntentReply())
    #expect(counter.changes == 1)
    #expect(fixture.router.state.alert == nil)
    #expect(fixture.router.state.selectedTab == "search")
    #expect(fixture.router.state.stacks["search"]?.path.routes == [beta])
  }

  @Test func aRefusedConfirmRemovesTheAlertAndChangesNothingElse() throws {
    let fixture = try RouterFixture()
    let alert = AlertRequest(
      title: "Open?", confirmLabel: "Open",
      confirm: FakeFeature<AlphaRoute>.intent(.reject("“x” is gone")))
    fixture.router.apply([.push(a), .showAlert(alert)])
    #expect(fixture.router.confirmAlert() == IntentReply(rejection: "“x” is gone"))
    #expect(fixture.router.state.alert == nil)
    #expect(fixture.router.state.stacks["library"]?.path.routes == [a])
  }
}
