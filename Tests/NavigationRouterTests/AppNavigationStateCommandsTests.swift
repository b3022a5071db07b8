import NavigationCore
import NavigationRouter
import TestSupport
import Testing

struct AppNavigationStateCommandsTests {
  private let tabs: [TabID] = ["library", "search", "notes", "settings"]
  private let a = AlphaRoute.item("a")
  private let b = AlphaRoute.item("b")
  private let sheetRoot = BetaRoute.toggle(isOn: true).erased

  private var initial: AppNavigationState {
    AppNavigationState(tabs: tabs, selectedTab: "library")
  }

  private func state(after commands: [NavigationCommand]) -> AppNavigationState {
    var state = initial
    state.apply(commands)
    return state
  }

  @Test func aNewStateHasAnEmptyStackPerTab() {
    let state = initial
    #expect(state.window == 1)
    #expect(state.layout == .compact)
    #expect(state.tabOrder == tabs)
    #expect(
      state.stacks == Dictionary(uniqueKeysWithValues: tabs.map { ($0, NavigationStackState()) }))
    #expect(state.alert == nil)
    #expect(state.visibleRoute == nil)
  }

  @Test func pushActsOnTheSelectedTab() {
    let state = state(after: [.push(a), .push(b)])
    #expect(state.stacks["library"] == NavigationStackState(path: [a, b]))
    #expect(state.stacks["search"] == NavigationStackState())
    #expect(state.visibleRoute == b)
  }

  @Test func pushingTheRouteOnTopIsANoOp() {
    #expect(state(after: [.push(a), .push(a)]) == state(after: [.push(a)]))
  }

  @Test func backOnAnEmptyPathIsANoOp() {
    #expect(state(after: [.back]) == initial)
  }

  @Test func backInAModalWithAnEmptyPathNeverDismisses() {
    let presented = state(after: [.present(sheetRoot, style: .sheet)])
    var state = presented
    state.apply(.back)
    #expect(state == presented)
  }

  @Test func presentNestsFromTheDeepestModal() {
    let state = state(after: [
      .push(a), .present(sheetRoot, style: .sheet), .push(b), .present(a, style: .fullScreenCover),
    ])
    let cover = Presentation(style: .fullScreenCover, root: a)
    let sheet = Presentation(
      style: .sheet, root: sheetRoot, stack: NavigationStackState(path: [b], presentation: cover))
    #expect(state.stacks["library"] == NavigationStackState(path: [a], presentation: sheet))
    #expect(state.activePresentation == cover)
    #expect(state.visibleRoute == a)
  }

  @Test func stackCommandsActOnTheActiveStack() {
    let state = state(after: [
      .push(a), .present(sheetRoot, style: .sheet), .replacePath([b, a]), .back, .push(a),
    ])
    #expect(state.stacks["library"]?.path.routes == [a])
    #expect(state.activeStack == NavigationStackState(path: [b, a]))
    var popped = state
    popped.apply(.popToRoot)
    #expect(popped.activeStack == NavigationStackState())
    #expect(popped.stacks["library"]?.path.routes == [a])
  }

  @Test func replaceTopUnderACoverTurnsThePageBelowIt() {
    let state = state(after: [
      .push(a), .push(b), .present(sheetRoot, style: .fullScreenCover), .dismiss, .replaceTop(a),
      .present(sheetRoot, style: .fullScreenCover),
    ])
    let cover = Presentation(style: .fullScreenCover, root: sheetRoot)
    #expect(state.stacks["library"] == NavigationStackState(path: [a, a], presentation: cover))
  }

  @Test func presentingTheActiveModalsRootAgainChangesNothing() {
    let once = state(after: [.push(a), .present(sheetRoot, style: .sheet)])
    #expect(
      state(after: [
        .push(a), .present(sheetRoot, style: .sheet), .present(sheetRoot, style: .sheet),
      ]) == once)
    // Any style: the route is what is shown.
    #expect(
      state(after: [
        .push(a), .present(sheetRoot, style: .sheet), .present(sheetRoot, style: .fullScreenCover),
      ]) == once)
    // Another route still presents over it.
    #expect(
      state(after: [.present(sheetRoot, style: .sheet), .present(a, style: .sheet)]).selectedStack
        .presentationDepth == 2)
  }

  @Test func popToAndPopCountActOnTheActiveStack() {
    var state = initial
    #expect(
      state.apply([.push(a), .push(b), .push(AlphaRoute.item("c")), .popTo(.route(a))]) == [])
    #expect(state.activeStack.path.routes == [a])
    state.apply([.present(sheetRoot, style: .sheet), .push(a), .push(b), .popCount(5)])
    #expect(state.activeStack.path.routes == [])
    #expect(state.selectedStack.path.routes == [a])
  }

  @Test func popToWithoutAMatchIsANoOpWithADiagnostic() {
    var state = initial
    state.apply([.push(a)])
    let before = state
    #expect(
      state.apply([.popTo(.key("beta.item"))])
        == ["no route matching key 'beta.item' in the path; nothing was popped"])
    #expect(state == before)
  }

  @Test func dismissRemovesOnlyTheDeepestModal() {
    let state = state(after: [
      .present(sheetRoot, style: .sheet), .push(b), .present(a, style: .fullScreenCover), .dismiss,
    ])
    let sheet = Presentation(style: .sheet, root: sheetRoot, stack: NavigationStackState(path: [b]))
    #expect(state.stacks["library"] == NavigationStackState(presentation: sheet))
  }

  @Test func dismissWithNothingPresentedIsANoOp() {
    #expect(state(after: [.push(a), .dismiss]) == state(after: [.push(a)]))
  }

  @Test func dismissAllRemovesEveryModalOfTheSelectedTabOnly() {
    var state = state(after: [
      .selectTab("search"), .present(a, style: .sheet), .selectTab("library"), .push(a),
      .present(sheetRoot, style: .sheet), .present(b, style: .sheet),
    ])
    let search = state.stacks["search"]
    state.apply(.dismissAll(tab: "library"))
    #expect(state.stacks["library"] == NavigationStackState(path: [a]))
    #expect(state.stacks["search"] == search)
    #expect(search?.presentationDepth == 1)
  }

  @Test func dismissThenPushInOneApplyPushesOnTheStackBelow() {
    var state = state(after: [.push(a), .present(sheetRoot, style: .sheet), .push(a)])
    state.apply([.dismiss, .push(b)])
    #expect(state.stacks["library"] == NavigationStackState(path: [a, b]))
    #expect(state.activePresentation == nil)
  }

  @Test func selectingATabChangesOnlyTheSelectedTab() {
    let before = state(after: [.push(a), .present(sheetRoot, style: .sheet)])
    var after = before
    after.apply(.selectTab("notes"))
    #expect(after.selectedTab == "notes")
    #expect(after.stacks == before.stacks)
    #expect(after.activeStack == NavigationStackState())
  }

  @Test func selectingAnUnknownTabIsANoOpWithADiagnostic() {
    var state = initial
    let diagnostic = state.apply(.selectTab("downloads"))
    #expect(state == initial)
    #expect(diagnostic == "unknown tab 'downloads'; the tabs are library, search, notes, settings")
  }

  @Test func applyingSeveralCommandsCollectsTheirDiagnostics() {
    var state = initial
    let diagnostics = state.apply([.selectTab("x"), .push(a), .selectTab("y")])
    #expect(diagnostics.count == 2)
    #expect(diagnostics.first?.hasPrefix("unknown tab 'x'") == true)
    #expect(state.stacks["library"]?.path.routes == [a])
  }

  @Test func showAlertSetsTheOneAlert() {
    let first = AlertRequest(
      title: "One?", confirmLabel: "OK", confirm: FakeFeature<AlphaRoute>.intent(.respond()))
    let second = AlertRequest(
      title: "Two?", confirmLabel: "OK", confirm: FakeFeature<BetaRoute>.intent(.respond()))
    let state = state(after: [.showAlert(first), .showAlert(second)])
    #expect(state.alert == second)
    #expect(state.stacks == initial.stacks)
  }

  @Test func aNoOpNeverAddsAStackForATabWithoutOne() {
    var bare = initial
    bare.stacks["library"] = nil
    var state = bare
    state.apply([.back, .dismiss, .dismissAll(tab: "library"), .popToRoot])
    #expect(state == bare)
    state.apply(.push(a))
    #expect(state.stacks["library"] == NavigationStackState(path: [a]))
  }

  @Test func theContextDescribesTheActiveStack() {
    let state = state(after: [.push(a), .present(sheetRoot, style: .sheet), .push(b)])
    let context = state.context(for: b)
    #expect(context.tab == "library")
    #expect(context.path.routes == [b])
    #expect(
      context.presentation
        == Presentation(style: .sheet, root: sheetRoot, stack: NavigationStackState(path: [b])))
    #expect(context.route == b)
  }
}
