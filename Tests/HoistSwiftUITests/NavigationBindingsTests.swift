import HoistSwiftUI
import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// The get and set halves SwiftUI calls, through a real router: each write becomes its one
/// command with its events, and a stale one changes nothing.
@MainActor
struct NavigationBindingsTests {
  private typealias S = Shapes

  @Test func aBackSwipeIsOnePopWithItsEvent() throws {
    let fixture = try BindingFixture()
    fixture.router.apply([.push(S.a), .push(S.b)])
    fixture.clearEvents()
    #expect(fixture.bindings.path(on: S.library) == [S.a, S.b])
    let writes = fixture.router.writeCount
    #expect(fixture.bindings.write(.path([S.a], on: S.library)) == .pop(count: 1, on: S.library))
    #expect(fixture.router.state.selectedStack.path.routes == [S.a])
    #expect(fixture.router.writeCount == writes + 1)
    #expect(fixture.events == [.popped([S.b], tab: "library")])
  }

  @Test func aLongPressBackIsOnePopOfSeveralWithOneEvent() throws {
    let fixture = try BindingFixture()
    fixture.router.apply([.push(S.a), .push(S.b), .push(S.c)])
    fixture.clearEvents()
    _ = fixture.bindings.path(on: S.library)
    fixture.bindings.write(.path([S.a], on: S.library))
    #expect(fixture.router.state.selectedStack.path.routes == [S.a])
    #expect(fixture.events == [.popped([S.b, S.c], tab: "library")])
  }

  @Test func aValueLinkIsOnePushWithItsEvent() throws {
    let fixture = try BindingFixture()
    _ = fixture.bindings.path(on: S.library)
    fixture.bindings.write(.path([S.a], on: S.library))
    #expect(fixture.router.state.selectedStack.path.routes == [S.a])
    #expect(fixture.events == [.pushed(S.a, tab: "library")])
  }

  @Test func aSheetSwipedDownIsADismissWithItsEvent() throws {
    let fixture = try BindingFixture()
    fixture.router.apply([.present(S.sheet, style: .sheet)])
    fixture.clearEvents()
    let shown = try #require(fixture.bindings.presentation(over: S.library, style: .sheet))
    #expect(shown == Presentation(style: .sheet, root: S.sheet).id)
    #expect(fixture.bindings.presentation(over: S.library, style: .fullScreenCover) == nil)
    fixture.bindings.write(.presentation(nil, over: S.library))
    #expect(fixture.router.state.selectedStack.presentation == nil)
    #expect(
      fixture.events == [.dismissed([Presentation(style: .sheet, root: S.sheet)], tab: "library")])
  }

  @Test func aTabTapSelectsTheTabWithItsEvent() throws {
    let fixture = try BindingFixture()
    #expect(fixture.bindings.selectedTab == "library")
    fixture.bindings.write(.tab("search"))
    #expect(fixture.router.state.selectedTab == "search")
    #expect(fixture.events == [.tabSelected("search")])
  }

  @Test func anAlertButtonAnswersTheAlertOnce() throws {
    let fixture = try BindingFixture()
    let confirm = FakeFeature<AlphaRoute>.intent(.respond(commands: [.push(S.c)]))
    let alert = AlertRequest(title: "Delete?", confirmLabel: "Delete", confirm: confirm)
    fixture.router.apply([.showAlert(alert)])
    fixture.clearEvents()
    #expect(fixture.bindings.alert == alert)
    fixture.bindings.write(.alertButton(confirmed: true))
    // The system then sets isPresented to false: never a second answer.
    #expect(fixture.bindings.write(.alertPresented(false)) == .ignore(.unchanged))
    #expect(fixture.router.state.alert == nil)
    #expect(fixture.router.state.selectedStack.path.routes == [S.c])
    #expect(
      fixture.events == [
        .alertAnswered(title: "Delete?", confirmed: true), .pushed(S.c, tab: "library"),
      ])
  }

  @Test func aBackSwipeWhileALinkLandsLeavesTheLinksPath() throws {
    let fixture = try BindingFixture()
    fixture.router.apply([.push(S.a), .push(S.b)])
    _ = fixture.bindings.path(on: S.library)
    fixture.router.apply([.replacePath([S.x])])  // the deep link lands first
    let writes = fixture.router.writeCount
    #expect(fixture.bindings.write(.path([S.a], on: S.library)) == .ignore(.stale))
    #expect(fixture.router.state.selectedStack.path.routes == [S.x])
    #expect(fixture.router.writeCount == writes)
  }

  @Test func aSheetSwipedAwayWhileALinkPresentsAnotherKeepsTheNewSheet() throws {
    let fixture = try BindingFixture()
    fixture.router.apply([.present(S.sheet, style: .sheet)])
    _ = fixture.bindings.presentation(over: S.library, style: .sheet)
    fixture.router.apply([
      .dismissAll(tab: "library"), .replacePath([S.x]), .present(S.otherSheet, style: .sheet),
    ])
    #expect(fixture.bindings.write(.presentation(nil, over: S.library)) == .ignore(.stale))
    #expect(fixture.router.state.selectedStack.presentation?.root == S.otherSheet)
    #expect(fixture.router.state.selectedStack.path.routes == [S.x])
  }

  @Test func twoWritesOfOneFrameFromTheSameReadPopOnce() throws {
    let fixture = try BindingFixture()
    fixture.router.apply([.push(S.a), .push(S.b), .push(S.c)])
    _ = fixture.bindings.path(on: S.library)
    // A double tap on back: both writes are computed from [a, b, c] before any redraw.
    fixture.bindings.write(.path([S.a, S.b], on: S.library))
    #expect(fixture.bindings.write(.path([S.a, S.b], on: S.library)) == .ignore(.unchanged))
    #expect(fixture.router.state.selectedStack.path.routes == [S.a, S.b])
    // A second write that builds on the first one's value applies.
    #expect(fixture.bindings.write(.path([S.a], on: S.library)) == .pop(count: 1, on: S.library))
    #expect(fixture.router.state.selectedStack.path.routes == [S.a])
  }

  @Test func aDragToAnotherDetentIsKeptInTheStateAndReadBack() throws {
    let fixture = try BindingFixture()
    let state = S.state(
      sheet: S.sheet, detents: SheetDetents([.medium, .large], selected: .medium))
    fixture.router.replaceState(state)
    #expect(fixture.bindings.detent(over: S.library) == .medium)
    #expect(
      fixture.bindings.write(.detent(.large, over: S.library))
        == .selectDetent(.large, over: S.library))
    #expect(fixture.router.state.selectedStack.presentation?.detents?.selected == .large)
    #expect(fixture.bindings.detent(over: S.library) == .large)
    // The state goes back to medium (a restore) after SwiftUI showed large: SwiftUI's next
    // write, based on large, is stale and the state stays at medium.
    var restored = fixture.router.state
    let selected = restored.selectDetent(.medium, over: S.library)
    #expect(selected)
    fixture.router.replaceState(restored)
    let writes = fixture.router.writeCount
    #expect(fixture.bindings.write(.detent(.large, over: S.library)) == .ignore(.stale))
    #expect(fixture.router.state.selectedStack.presentation?.detents?.selected == .medium)
    #expect(fixture.router.writeCount == writes)
  }

  @Test func aPushThatLandsAfterATabSwitchGoesOnTheTabItWasTappedIn() throws {
    let fixture = try BindingFixture()
    fixture.router.apply([.push(S.a)])
    _ = fixture.bindings.path(on: S.library)
    fixture.bindings.write(.tab("search"))
    fixture.clearEvents()
    #expect(fixture.bindings.write(.path([S.a, S.b], on: S.library)) == .push(S.b, on: S.library))
    #expect(fixture.router.state.stacks["library"]?.path.routes == [S.a, S.b])
    #expect(fixture.router.state.stacks["search"]?.path.routes ?? [] == [])
    #expect(fixture.router.state.selectedTab == "search")
    #expect(fixture.events == [.pushed(S.b, tab: "library")])
  }

  @Test func aSwipeDownOfASheetUnderAnotherTabDismissesThatSheet() throws {
    let fixture = try BindingFixture()
    fixture.router.apply([.present(S.sheet, style: .sheet), .selectTab("search")])
    _ = fixture.bindings.presentation(over: S.library, style: .sheet)
    fixture.bindings.write(.presentation(nil, over: S.library))
    #expect(fixture.router.state.stacks["library"]?.presentation == nil)
    #expect(fixture.router.state.selectedTab == "search")
  }

  @Test func everyDecisionIsLoggedUpToTheLimit() throws {
    let fixture = try BindingFixture()
    for _ in 0..<(fixture.bindings.decisionLogLimit + 3) {
      fixture.bindings.write(.tab("library"))
    }
    #expect(fixture.bindings.decisions.count == fixture.bindings.decisionLogLimit)
    #expect(fixture.bindings.decisions.last == .ignore(.unchanged))
  }
}
