import HoistSwiftUI
import NavigationCore
import NavigationRouter
import Testing

/// The pure decisions: each write against what was handed out and the current state.
struct WriteInterpreterTests {
  private typealias S = Shapes

  private func decide(
    _ write: SystemWrite, handedOut: (inout BindingLedger) -> Void = { _ in },
    state: AppNavigationState
  ) -> BindingDecision {
    var ledger = BindingLedger()
    handedOut(&ledger)
    return WriteInterpreter.decide(write, ledger: ledger, state: state)
  }

  // MARK: - Paths

  @Test func aBackOrSwipeIsOnePopOfOne() {
    let state = S.state(path: [S.a, S.b])
    #expect(
      decide(
        .path([S.a], on: S.library), handedOut: { $0.paths[S.library] = [S.a, S.b] }, state: state)
        == .pop(count: 1, on: S.library))
  }

  @Test func aLongPressBackToTheRootIsOnePopOfEverything() {
    let state = S.state(path: [S.a, S.b, S.c])
    #expect(decide(.path([], on: S.library), state: state) == .pop(count: 3, on: S.library))
    #expect(decide(.path([S.a], on: S.library), state: state) == .pop(count: 2, on: S.library))
  }

  @Test func aValueLinkIsOnePushOnTheStackItWasTappedIn() {
    let state = S.state(path: [S.a])
    #expect(decide(.path([S.a, S.b], on: S.library), state: state) == .push(S.b, on: S.library))
    #expect(decide(.path([S.b], on: S.search), state: state) == .push(S.b, on: S.search))
  }

  @Test func aPathThatIsNeitherShorterNorOneLongerIsNotASystemWrite() {
    let state = S.state(path: [S.a, S.b])
    #expect(decide(.path([S.c], on: S.library), state: state) == .ignore(.notASystemWrite))
    #expect(
      decide(.path([S.a, S.b, S.c, S.x], on: S.library), state: state)
        == .ignore(.notASystemWrite))
    #expect(decide(.path([S.a, S.c], on: S.library), state: state) == .ignore(.notASystemWrite))
  }

  @Test func theSamePathChangesNothing() {
    let state = S.state(path: [S.a])
    #expect(decide(.path([S.a], on: S.library), state: state) == .ignore(.unchanged))
  }

  @Test func aPathOfAStackThatIsGoneIsIgnored() {
    let state = S.state(path: [S.a])
    #expect(
      decide(.path([], on: S.library.presented), state: state) == .ignore(.gone))
    #expect(decide(.path([], on: .tab("nowhere")), state: state) == .ignore(.gone))
  }

  @Test func aPathInsideASheetIsReadAgainstTheSheetsStack() {
    var state = S.state(path: [S.a], sheet: S.sheet)
    state.apply(.push(S.b))
    let sheetStack = S.library.presented
    #expect(decide(.path([], on: sheetStack), state: state) == .pop(count: 1, on: sheetStack))
    #expect(
      decide(.path([S.b, S.c], on: sheetStack), state: state) == .push(S.c, on: sheetStack))
  }

  // MARK: - The stale-write rule, with the shapes of reported bugs

  @Test func aBackSwipeThatArrivesAfterALinkReplacedThePathIsIgnored() {
    // SwiftUI read [a, b]; a deep link replaced the path with [x]; the swipe then writes [a].
    let state = S.state(path: [S.x])
    #expect(
      decide(
        .path([S.a], on: S.library), handedOut: { $0.paths[S.library] = [S.a, S.b] }, state: state)
        == .ignore(.stale))
    // Read again after the link, the old swipe's [a] is no gesture from [x] either.
    #expect(
      decide(.path([S.a], on: S.library), handedOut: { $0.paths[S.library] = [S.x] }, state: state)
        == .ignore(.notASystemWrite))
  }

  @Test func aSheetSwipedAwayWhileALinkReplacesThePathLeavesTheLinksState() {
    let handed = Presentation(style: .sheet, root: S.sheet).id
    // The link closed the sheet and replaced the path: nothing is left to dismiss.
    let closed = S.state(path: [S.x])
    #expect(
      decide(
        .presentation(nil, over: S.library),
        handedOut: { $0.presentations[S.library] = .some(handed) }, state: closed)
        == .ignore(.gone))
    // The link presented its own sheet: the swipe was about the old one, the new one stays.
    let replaced = S.state(path: [S.x], sheet: S.otherSheet)
    #expect(
      decide(
        .presentation(nil, over: S.library),
        handedOut: { $0.presentations[S.library] = .some(handed) }, state: replaced)
        == .ignore(.stale))
  }

  @Test func aTabSwitchDuringAPushPushesOnTheTabTheLinkWasTappedIn() {
    // The value link on the library tab writes after the user switched to search.
    let state = S.state(path: [S.a], selectedTab: "search")
    #expect(
      decide(
        .path([S.a, S.b], on: S.library), handedOut: { $0.paths[S.library] = [S.a] }, state: state)
        == .push(S.b, on: S.library))
  }

  @Test func aTabWriteBasedOnATabALinkChangedIsIgnored() {
    // SwiftUI read library; a link selected notes; the tab bar then writes search.
    let state = S.state(selectedTab: "notes")
    #expect(
      decide(.tab("search"), handedOut: { $0.tab = "library" }, state: state) == .ignore(.stale))
    #expect(
      decide(.tab("search"), handedOut: { $0.tab = "notes" }, state: state) == .selectTab("search"))
  }

  @Test func aWriteOnOneTabIsNeverStaleBecauseAnotherTabChanged() {
    var state = S.state(path: [S.a, S.b])
    state.apply([.selectTab("search"), .push(S.c), .selectTab("library")])
    #expect(
      decide(
        .path([S.a], on: S.library), handedOut: { $0.paths[S.library] = [S.a, S.b] }, state: state)
        == .pop(count: 1, on: S.library))
  }

  // MARK: - Modals

  @Test func aSheetSetToNilIsADismissOverItsStack() {
    let state = S.state(path: [S.a], sheet: S.sheet)
    #expect(decide(.presentation(nil, over: S.library), state: state) == .dismiss(over: S.library))
  }

  @Test func aModalWriteThatIsNotNilIsNotASystemWrite() {
    let state = S.state(sheet: S.sheet)
    let other = Presentation(style: .sheet, root: S.otherSheet).id
    #expect(
      decide(.presentation(other, over: S.library), state: state) == .ignore(.notASystemWrite))
    let shown = Presentation(style: .sheet, root: S.sheet).id
    #expect(decide(.presentation(shown, over: S.library), state: state) == .ignore(.unchanged))
  }

  // MARK: - Detents

  @Test func aDragToAnOfferedDetentSelectsIt() {
    let state = S.state(
      sheet: S.sheet, detents: SheetDetents([.medium, .large], selected: .medium))
    #expect(
      decide(.detent(.large, over: S.library), state: state)
        == .selectDetent(.large, over: S.library))
    #expect(decide(.detent(.medium, over: S.library), state: state) == .ignore(.unchanged))
    #expect(
      decide(.detent(.fraction(0.3), over: S.library), state: state) == .ignore(.notASystemWrite))
  }

  @Test func aDragBasedOnAnotherSheetOrDetentIsStale() {
    let state = S.state(sheet: S.sheet, detents: SheetDetents([.medium, .large], selected: .large))
    #expect(
      decide(
        .detent(.medium, over: S.library), handedOut: { $0.detents[S.library] = .medium },
        state: state)
        == .ignore(.stale))
    let other = Presentation(style: .sheet, root: S.otherSheet).id
    #expect(
      decide(
        .detent(.medium, over: S.library),
        handedOut: { $0.presentations[S.library] = .some(other) }, state: state)
        == .ignore(.stale))
    #expect(decide(.detent(.medium, over: S.search), state: state) == .ignore(.gone))
  }

  // MARK: - Tabs and alerts

  @Test func aTabTapSelectsAKnownTab() {
    let state = S.state()
    #expect(decide(.tab("search"), state: state) == .selectTab("search"))
    #expect(decide(.tab("library"), state: state) == .ignore(.unchanged))
    #expect(decide(.tab("elsewhere"), state: state) == .ignore(.notASystemWrite))
  }

  @Test func anAlertButtonIsTheAnswerToTheAlertItWasShownFor() {
    let alert = AlertRequest(
      title: "Delete?", confirmLabel: "Delete", confirm: AnyIntent(feature: "alpha", "x"))
    var state = S.state()
    state.apply(.showAlert(alert))
    #expect(decide(.alertButton(confirmed: true), state: state) == .answerAlert(confirmed: true))
    #expect(decide(.alertButton(confirmed: false), state: state) == .answerAlert(confirmed: false))
    let older = AlertRequest(
      title: "Older", confirmLabel: "OK", confirm: AnyIntent(feature: "alpha", "y"))
    #expect(
      decide(.alertButton(confirmed: true), handedOut: { $0.alert = .some(older) }, state: state)
        == .ignore(.stale))
    #expect(decide(.alertButton(confirmed: true), state: S.state()) == .ignore(.gone))
  }

  @Test func theAlertsIsPresentedGoingFalseIsNeverTheAnswer() {
    let alert = AlertRequest(
      title: "Delete?", confirmLabel: "Delete", confirm: AnyIntent(feature: "alpha", "x"))
    var state = S.state()
    state.apply(.showAlert(alert))
    #expect(decide(.alertPresented(false), state: state) == .ignore(.answeredByButton))
    #expect(decide(.alertPresented(true), state: state) == .ignore(.unchanged))
    #expect(decide(.alertPresented(false), state: S.state()) == .ignore(.unchanged))
  }
}
