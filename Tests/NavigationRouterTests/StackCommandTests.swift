import NavigationCore
import NavigationRouter
import TestSupport
import Testing

/// Commands that name their stack: each acts on the stack it names, whatever the commands
/// before it selected, presented or dismissed.
struct StackCommandTests {
  private let tabs: [TabID] = ["library", "search", "notes"]
  private let a = AlphaRoute.item("a")
  private let b = AlphaRoute.item("b")
  private let sheet = BetaRoute.toggle(isOn: true).erased
  private let cover = BetaRoute.home.erased

  /// `search` shows a sheet whose stack has `a`; `library` (selected) has `[a]` and presents a
  /// sheet with `[b]`, which presents a cover.
  private var busy: AppNavigationState {
    var state = AppNavigationState(tabs: tabs, selectedTab: "search")
    state.apply([
      .present(sheet, style: .sheet), .push(a), .selectTab("library"), .push(a),
      .present(sheet, style: .sheet), .push(b), .present(cover, style: .fullScreenCover),
    ])
    return state
  }

  private func applying(_ commands: [NavigationCommand], to start: AppNavigationState) -> (
    state: AppNavigationState, diagnostics: [String]
  ) {
    var state = start
    let diagnostics = state.apply(commands)
    return (state, diagnostics)
  }

  @Test func theLinkHandlerSequenceLandsOnTheNamedTabWithItsModalsClosed() {
    let (state, diagnostics) = applying(
      [.dismissAll(tab: "search"), .selectTab("search"), .replacePath([b], on: .tab("search"))],
      to: busy)
    #expect(diagnostics == [])
    #expect(state.selectedTab == "search")
    #expect(state.stacks["search"] == NavigationStackState(path: [b]))
    #expect(state.stacks["library"] == busy.stacks["library"])
    #expect(state.visibleRoute == b)
  }

  @Test func theLinkHandlerSequenceMeansTheSameInAnyOrder() {
    let orders: [[NavigationCommand]] = [
      [.dismissAll(tab: "search"), .selectTab("search"), .replacePath([b], on: .tab("search"))],
      [.selectTab("search"), .dismissAll(tab: "search"), .replacePath([b], on: .tab("search"))],
      [.replacePath([b], on: .tab("search")), .selectTab("search"), .dismissAll(tab: "search")],
      [.replacePath([b], on: .tab("search")), .dismissAll(tab: "search"), .selectTab("search")],
    ]
    let results = orders.map { applying($0, to: busy).state }
    #expect(results.allSatisfy { $0 == results[0] })
  }

  @Test func theUnnamedTrapLeavesTheTargetTabsSheetOpen() {
    // What the named commands replace: the unnamed replacePath lands inside search's sheet.
    var state = busy
    state.apply(.dismissAll(tab: "library"))
    state.apply([.selectTab("search"), .replacePath([b])])
    #expect(state.stacks["search"]?.path.routes == [])
    #expect(state.stacks["search"]?.presentation?.stack.path.routes == [b])
  }

  @Test func pushOnANamedStackChangesOnlyThatStack() {
    let (state, diagnostics) = applying(
      [.push(b, on: .tab("search")), .push(a, on: StackID(tab: "library", depth: 1))], to: busy)
    #expect(diagnostics == [])
    #expect(state.selectedTab == "library")
    #expect(state.stacks["search"]?.path.routes == [b])
    #expect(state.stack(StackID(tab: "library", depth: 1))?.path.routes == [b, a])
    #expect(state.stack(.tab("library"))?.path.routes == [a])
    #expect(state.stack(StackID(tab: "library", depth: 2)) == NavigationStackState())
  }

  @Test func pushingTheRouteOnTopOfANamedStackIsANoOp() {
    let (state, diagnostics) = applying([.push(a, on: .tab("library"))], to: busy)
    #expect(state == busy)
    #expect(diagnostics == [])
  }

  @Test func aStackDeeperThanWhatIsPresentedIsANoOpThatNamesIt() {
    let (state, diagnostics) = applying(
      [
        .push(b, on: StackID(tab: "search", depth: 2)),
        .popToRoot(on: StackID(tab: "library", depth: 3)),
        .dismiss(over: StackID(tab: "notes", depth: 1)),
      ], to: busy)
    #expect(state == busy)
    #expect(
      diagnostics == [
        "no stack 'search › modal 2': the tab 'search' presents 1 modal; nothing changed",
        "no stack 'library › modal 3': the tab 'library' presents 2 modals; nothing changed",
        "no stack 'notes › modal 1': the tab 'notes' presents 0 modals; nothing changed",
      ])
  }

  @Test func aStackOfAnUnknownTabIsANoOpThatNamesIt() {
    var state = busy
    let diagnostic = state.apply(.replacePath([a], on: .tab("downloads")))
    #expect(state == busy)
    #expect(
      diagnostic
        == "no stack 'downloads': 'downloads' is not one of the tabs (library, search, notes); "
        + "nothing changed")
  }

  @Test func dismissOverAStackRemovesItsModalAndEverythingAbove() {
    let (state, diagnostics) = applying([.dismiss(over: .tab("library"))], to: busy)
    #expect(diagnostics == [])
    #expect(state.stacks["library"] == NavigationStackState(path: [a]))
    #expect(state.stacks["search"] == busy.stacks["search"])
  }

  @Test func dismissOverTheSheetsStackRemovesOnlyTheCover() {
    let (state, _) = applying([.dismiss(over: StackID(tab: "library", depth: 1))], to: busy)
    #expect(state.stack(StackID(tab: "library", depth: 1)) == NavigationStackState(path: [b]))
    #expect(state.activeStackID == StackID(tab: "library", depth: 1))
  }

  @Test func dismissWithNothingPresentedIsANoOpWithAMessage() {
    let (state, diagnostics) = applying(
      [.dismiss(over: StackID(tab: "library", depth: 2)), .dismiss(over: .tab("notes"))],
      to: busy)
    #expect(state == busy)
    #expect(
      diagnostics == [
        "nothing is presented over 'library › modal 2'; nothing was dismissed",
        "nothing is presented over 'notes'; nothing was dismissed",
      ])
  }

  @Test func backWithNothingToRemoveIsANoOpWithAMessage() {
    var state = busy
    #expect(
      state.apply(.back)
        == "nothing to pop on 'library › modal 2': its path is empty; nothing changed")
    #expect(
      state.apply(.popCount(2, on: .tab("notes")))
        == "nothing to pop on 'notes': its path is empty; nothing changed")
    #expect(state.apply(.popCount(0, on: .tab("notes"))) == nil)
    #expect(state.apply(.popToRoot(on: .tab("notes"))) == nil)
    #expect(state == busy)
  }

  @Test func dismissOnScreenWithNothingPresentedIsANoOpWithAMessage() {
    var state = AppNavigationState(tabs: tabs, selectedTab: "notes")
    #expect(state.apply(.dismiss) == "nothing is presented over 'notes'; nothing was dismissed")
    #expect(state == AppNavigationState(tabs: tabs, selectedTab: "notes"))
  }

  @Test func popCountAndPopToActOnTheNamedStackOnly() {
    let (state, diagnostics) = applying(
      [
        .popCount(5, on: .tab("library")),
        .popTo(.key("beta.item"), on: StackID(tab: "search", depth: 1)),
      ], to: busy)
    #expect(state.stack(.tab("library"))?.path.routes == [])
    #expect(
      state.stack(StackID(tab: "library", depth: 1))
        == busy.stack(StackID(tab: "library", depth: 1)))
    #expect(
      diagnostics == [
        "no route matching key 'beta.item' in the path of 'search › modal 1'; nothing was popped"
      ])
  }

  @Test func replaceTopOnANamedStackTurnsItsTopOnly() {
    let (state, _) = applying([.replaceTop(a, on: StackID(tab: "library", depth: 1))], to: busy)
    #expect(state.stack(StackID(tab: "library", depth: 1))?.path.routes == [a])
    #expect(state.stack(.tab("library"))?.path.routes == [a])
  }

  @Test func presentOverANamedStackReplacesWhatItPresents() {
    let (state, diagnostics) = applying(
      [.present(b, style: .sheet, over: .tab("library"))], to: busy)
    #expect(diagnostics == [])
    #expect(
      state.stacks["library"]
        == NavigationStackState(path: [a], presentation: Presentation(style: .sheet, root: b)))
  }

  @Test func presentingTheModalAlreadyShownIsANoOp() {
    let (state, diagnostics) = applying(
      [
        .present(sheet, style: .sheet, over: .tab("library")),
        .present(cover, style: .fullScreenCover, over: StackID(tab: "library", depth: 1)),
        // From inside the cover: a modal never presents a copy of itself.
        .present(cover, style: .fullScreenCover, over: StackID(tab: "library", depth: 2)),
      ], to: busy)
    #expect(state == busy)
    #expect(diagnostics == [])
  }

  @Test func presentOverATabNotSelectedLeavesTheSelectionAlone() {
    let (state, _) = applying(
      [.present(cover, style: .fullScreenCover, over: .tab("notes"))], to: busy)
    #expect(state.selectedTab == "library")
    #expect(
      state.stacks["notes"]?.presentation == Presentation(style: .fullScreenCover, root: cover))
    #expect(state.activeStackID == StackID(tab: "library", depth: 2))
  }

  @Test func theUnnamedSpellingsMeanTheNamedOnesOnTheStackOnScreen() {
    let active = busy.activeStackID
    #expect(active == StackID(tab: "library", depth: 2))
    let pairs: [(NavigationCommand, NavigationCommand)] = [
      (.push(a), .push(a, on: active)),
      (.back, .popCount(1, on: active)),
      (.popCount(3), .popCount(3, on: active)),
      (.popTo(.key("alpha.item")), .popTo(.key("alpha.item"), on: active)),
      (.popToRoot, .popToRoot(on: active)),
      (.replacePath([a, b]), .replacePath([a, b], on: active)),
      (.replaceTop(b), .replaceTop(b, on: active)),
      (.present(a, style: .sheet), .present(a, style: .sheet, over: active)),
      (.dismiss, .dismiss(over: StackID(tab: "library", depth: 1))),
    ]
    for (unnamed, named) in pairs {
      var viaUnnamed = busy
      var viaNamed = busy
      viaUnnamed.apply(unnamed)
      viaNamed.apply(named)
      #expect(viaUnnamed == viaNamed, "\(unnamed)")
    }
  }

  @Test func theContextNamesTheStackOnScreen() {
    #expect(busy.context(for: nil).stack == StackID(tab: "library", depth: 2))
    #expect(
      AppNavigationState(tabs: tabs, selectedTab: "notes").context(for: nil).stack == .tab("notes"))
  }

  @Test func stackIDsNameTheirNeighbours() {
    let sheetStack = StackID(tab: "library", depth: 1)
    #expect(StackID.tab("library").presented == sheetStack)
    #expect(sheetStack.presenting == .tab("library"))
    #expect(StackID.tab("library").presenting == nil)
    #expect("\(sheetStack)" == "library › modal 1")
    #expect("\(StackID.tab("library"))" == "library")
  }

  @Test func rebuildingCommandsNameEveryStack() {
    var state = AppNavigationState(tabs: tabs, selectedTab: "notes")
    let diagnostics = state.apply(busy.rebuildingCommands)
    #expect(diagnostics == [])
    #expect(state == busy)
  }
}
