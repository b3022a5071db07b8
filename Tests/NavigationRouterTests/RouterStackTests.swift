import NavigationCore
import NavigationRouter
import Observation
import TestSupport
import Testing

/// What a view drawn on one stack reads and sends: the layout and tabs, a sheet's detents,
/// and intents handled in the context of the stack they came from.
@MainActor
struct RouterStackTests {
  private let a = AlphaRoute.item(id: "a").erased
  private let sheet = AlphaRoute.item(id: "sheet").erased
  private let library = StackID.tab("library")

  /// Whether an observation fired.
  @MainActor private final class Fired {
    var value = false
  }

  private func observe(_ read: @escaping () -> Void) -> Fired {
    let fired = Fired()
    withObservationTracking(read) { MainActor.assumeIsolated { fired.value = true } }
    return fired
  }

  private func routerWithDetents(_ router: Router<String>) {
    var state = router.state
    var stack = state.stacks["library"] ?? NavigationStackState()
    stack.presentation = Presentation(
      style: .sheet, root: sheet, stack: NavigationStackState(),
      detents: SheetDetents([.medium, .large], selected: .medium))
    state.stacks["library"] = stack
    router.replaceState(state)
  }

  @Test func aDetentChangeNotifiesTheSheetsObserversAndNotThePaths() throws {
    let router = try RouterFixture().router
    routerWithDetents(router)
    #expect(router.detents(over: library) == SheetDetents([.medium, .large], selected: .medium))
    let detents = observe { _ = router.detents(over: self.library) }
    let path = observe { _ = router.path(on: self.library) }
    let sheetPath = observe { _ = router.path(on: self.library.presented) }
    var state = router.state
    var stack = try #require(state.stacks["library"])
    stack.presentation?.detents?.select(.large)
    state.stacks["library"] = stack
    router.replaceState(state)
    #expect(detents.value == true)
    #expect(path.value == false)
    #expect(sheetPath.value == false)
    #expect(router.detents(over: library)?.selected == .large)
  }

  @Test func selectingAnOfferedDetentIsOneWriteWithNoEventAndNotifiesTheSheet() throws {
    let router = try RouterFixture().router
    routerWithDetents(router)
    var events: [NavigationEvent] = []
    router.addEventObserver { events += $0 }
    let detents = observe { _ = router.detents(over: self.library) }
    let writes = router.writeCount
    #expect(router.selectDetent(.large, over: library) == true)
    #expect(router.writeCount == writes + 1)
    #expect(router.detents(over: library) == SheetDetents([.medium, .large], selected: .large))
    #expect(detents.value == true)
    #expect(events == [])
  }

  @Test func aSelectedDetentIsSavedAndRestoredWithItsSheet() throws {
    let router = try RouterFixture().router
    routerWithDetents(router)
    router.selectDetent(.large, over: library)
    let saved = try NavigationSnapshot(json: try router.snapshot().jsonData())
    let restored = try RouterFixture().router
    restored.restore(from: saved)
    #expect(restored.presented(over: library)?.root == sheet)
    #expect(restored.detents(over: library) == SheetDetents([.medium, .large], selected: .large))
  }

  @Test func aDetentThatChangesNothingIsNotWritten() throws {
    let router = try RouterFixture().router
    #expect(router.selectDetent(.medium, over: library) == false)  // no sheet
    routerWithDetents(router)
    let writes = router.writeCount
    #expect(router.selectDetent(.medium, over: library) == false)  // already selected
    #expect(router.selectDetent(.fraction(0.5), over: library) == false)  // not offered
    #expect(router.selectDetent(.large, over: .tab("search")) == false)  // another stack
    #expect(router.writeCount == writes)
    #expect(router.detents(over: library)?.selected == .medium)
  }

  @Test func theLayoutAndTabsAreNotDisturbedByAPushAndFollowSetLayout() throws {
    let router = try RouterFixture().router
    #expect(router.layout == .compact)
    #expect(router.tabOrder == RouterFixture.tabs)
    let layout = observe { _ = router.layout }
    router.apply([.push(a, on: library)])
    #expect(layout.value == false)
    router.setLayout(.regular)
    #expect(layout.value == true)
    #expect(router.layout == .regular)
  }

  @Test func anIntentSentOnAStackIsHandledInThatStacksContext() throws {
    let fixture = try RouterFixture()
    fixture.router.apply([.push(a, on: library)])
    let intent = FakeIntent.respond(message: "from search")
    // The library tab is on screen; the view that sent the intent is on the search tab.
    let reply = fixture.router.send(
      FakeFeature<AlphaRoute>.intent(intent), from: nil, on: .tab("search"))
    #expect(reply.message == "from search")
    #expect(fixture.alphaLog.entries == [FakeLog.Entry(intent: intent, route: nil, tab: "search")])
  }

  @Test func aStacksContextIsItsPathAndTheModalHoldingIt() throws {
    let fixture = try RouterFixture()
    fixture.router.apply([
      .push(a, on: library), .present(sheet, style: .sheet, over: library),
      .push(a, on: library.presented),
    ])
    let state = fixture.router.state
    let onSheet = state.context(on: library.presented, route: a)
    #expect(onSheet.path.routes == [a])
    #expect(onSheet.presentation?.root == sheet)
    #expect(onSheet.stack == library.presented)
    #expect(onSheet.tab == "library")
    let onSearch = state.context(on: .tab("search"), route: nil)
    #expect(onSearch.path.routes == [])
    #expect(onSearch.presentation == nil)
    #expect(onSearch.stack == .tab("search"))
  }
}
