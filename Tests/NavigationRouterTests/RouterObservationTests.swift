import NavigationCore
import NavigationRouter
import Observation
import TestSupport
import Testing

/// Observation per part: each change notifies exactly the observers of what it changed.
@MainActor
struct RouterObservationTests {
  private let a = AlphaRoute.item("a")
  private let b = AlphaRoute.item("b")
  private let sheet = BetaRoute.toggle(isOn: true).erased
  private let sheetStack = StackID(tab: "library", depth: 1)

  /// The parts observed, each by its own tracking, and the names of those that fired.
  @MainActor private final class Watch {
    var fired: Set<String> = []
  }

  private static func watch(
    _ router: Router<String>, _ parts: [(String, (Router<String>) -> Void)]
  ) -> Watch {
    let watch = Watch()
    for (name, read) in parts {
      withObservationTracking {
        read(router)
      } onChange: {
        MainActor.assumeIsolated { _ = watch.fired.insert(name) }
      }
    }
    return watch
  }

  /// One observer per part of a router with a sheet open over the library tab.
  private func everyPart(_ router: Router<String>) -> Watch {
    Self.watch(
      router,
      [
        ("selectedTab", { _ = $0.selectedTab }),
        ("alert", { _ = $0.alert }),
        ("data", { _ = $0.dataRevision }),
        ("library path", { _ = $0.path(on: .tab("library")) }),
        ("library modal", { _ = $0.presented(over: .tab("library")) }),
        ("sheet path", { [sheetStack] in _ = $0.path(on: sheetStack) }),
        ("sheet modal", { [sheetStack] in _ = $0.presented(over: sheetStack) }),
        ("search path", { _ = $0.path(on: .tab("search")) }),
        ("search modal", { _ = $0.presented(over: .tab("search")) }),
        ("state", { _ = $0.state }),
      ])
  }

  private func routerWithASheet() throws -> Router<String> {
    let router = try RouterFixture().router
    router.apply([.push(a), .present(sheet, style: .sheet)])
    return router
  }

  @Test func aPushNotifiesOnlyThePathItChanges() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    router.apply([.push(b, on: .tab("search"))])
    #expect(watch.fired == ["search path", "state"])
  }

  @Test func aPushInsideASheetNotifiesNotTheModalOverTheTab() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    router.apply([.push(b)])
    #expect(watch.fired == ["sheet path", "state"])
    #expect(router.path(on: sheetStack) == [b])
  }

  @Test func aBackNotifiesOnlyThePathItShortens() throws {
    let router = try routerWithASheet()
    router.apply([.push(b)])
    let watch = everyPart(router)
    router.apply([.back])
    #expect(watch.fired == ["sheet path", "state"])
  }

  @Test func selectingATabNotifiesOnlyTheSelection() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    router.apply([.selectTab("search")])
    #expect(watch.fired == ["selectedTab", "state"])
  }

  @Test func aDismissNotifiesTheModalAndTheStacksItTookAway() throws {
    let router = try routerWithASheet()
    router.apply([.push(b)])
    let watch = everyPart(router)
    router.apply([.dismiss(over: .tab("library"))])
    #expect(watch.fired == ["library modal", "sheet path", "state"])
  }

  @Test func aPresentationNotifiesOnlyTheModalOverItsStack() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    router.apply([.present(sheet, style: .sheet, over: .tab("search"))])
    #expect(watch.fired == ["search modal", "state"])
    #expect(
      router.presented(over: .tab("search"))
        == PresentedModal(style: .sheet, root: sheet, stack: StackID(tab: "search", depth: 1)))
  }

  @Test func anAlertNotifiesOnlyTheAlert() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    router.apply([
      .showAlert(
        AlertRequest(
          title: "Sure?", confirmLabel: "Yes", confirm: FakeFeature<AlphaRoute>.intent(.respond())))
    ])
    #expect(watch.fired == ["alert", "state"])
  }

  @Test func aNoOpNotifiesNothing() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    router.apply([
      .present(sheet, style: .sheet, over: .tab("library")), .back, .selectTab("library"),
    ])
    #expect(watch.fired == [])
  }

  @Test func aBatchNotifiesTheUnionOfWhatItChanged() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    router.apply([.push(b, on: .tab("search")), .selectTab("search"), .push(a, on: sheetStack)])
    #expect(watch.fired == ["search path", "selectedTab", "sheet path", "state"])
  }

  @Test func aBatchOnOneTabNotifiesNotAnotherTabsPath() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    router.apply([.push(b, on: .tab("search")), .push(a, on: .tab("search"))])
    #expect(watch.fired == ["search path", "state"])
    #expect(router.path(on: .tab("search")) == [b, a])
  }

  @Test func aBatchOnTheTabOnScreenNotifiesItsPathAndNotAnotherTabs() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    router.apply([.push(b), .push(a)])
    #expect(watch.fired == ["sheet path", "state"])
    #expect(router.path(on: sheetStack) == [b, a])
  }

  @Test func aLinkLandingNotifiesTheSelectionAndTheTargetPathOnly() throws {
    let router = try routerWithASheet()
    let watch = everyPart(router)
    // The commands of a link landing on the search tab from the library tab's sheet: no
    // alert, and the search tab presents nothing, so those commands change nothing.
    router.apply([
      .dismissAlert, .dismissAll(tab: "library"), .selectTab("search"),
      .dismissAll(tab: "search"), .replacePath([b], on: .tab("search")),
    ])
    #expect(watch.fired == ["library modal", "selectedTab", "search path", "state"])
    #expect(router.path(on: .tab("search")) == [b])
    #expect(router.presented(over: .tab("library")) == nil)
  }

  @Test func aBatchThatUndoesItselfNotifiesNothing() throws {
    let router = try routerWithASheet()
    let writes = router.writeCount
    let watch = everyPart(router)
    router.apply([.push(b, on: .tab("search")), .popCount(1, on: .tab("search"))])
    #expect(watch.fired == [])
    #expect(router.writeCount == writes)
  }

  @Test func aBatchThatGivesATabItsFirstStackNotifiesTheFrame() throws {
    let registry = try RouterFixture().router.registry
    // A selected tab that is not one of the tabs has no stack until something is pushed.
    let router = Router(registry: registry, tabs: ["library", "search"], selectedTab: "cart")
    let watch = Self.watch(
      router,
      [
        ("frame", { _ = $0.layout }),
        ("cart path", { _ = $0.path(on: .tab("cart")) }),
        ("library path", { _ = $0.path(on: .tab("library")) }),
      ])
    router.apply([.push(a), .push(b)])
    #expect(watch.fired == ["frame", "cart path"])
    #expect(router.path(on: .tab("cart")) == [a, b])
  }

  @Test func aRestoredStateNotifiesOnlyTheTabsItChanges() throws {
    let router = try routerWithASheet()
    var restored = router.state
    restored.stacks["search"] = NavigationStackState(path: [BetaRoute.item("x")])
    let watch = everyPart(router)
    router.replaceState(restored)
    #expect(watch.fired == ["search path", "state"])
  }

  @Test func anOutcomeThatOnlyChangesDataNotifiesItsObservers() throws {
    let fixture = try RouterFixture()
    let router = fixture.router
    var applied: [[String]] = []
    router.changeHandler = { applied.append($0) }
    let watch = everyPart(router)
    let screenWatch = Self.watch(router, [("screen", { _ = $0.screen(for: nil) })])
    router.apply(Outcome(changes: ["note saved"]))
    #expect(applied == [["note saved"]])
    #expect(router.dataRevision == 1)
    #expect(router.writeCount == 0)
    #expect(watch.fired == ["data"])
    #expect(screenWatch.fired == ["screen"])
  }

  @Test func aRejectedOutcomeThatRecordsDataNotifiesItsObservers() throws {
    let router = try RouterFixture().router
    router.changeHandler = { _ in }
    let watch = Self.watch(router, [("data", { _ = $0.dataRevision })])
    router.apply(Outcome<String, Never>.rejected("wrong code", recording: ["attempt"]))
    #expect(watch.fired == ["data"])
    #expect(router.dataRevision == 1)
  }

  @Test func anOutcomeWithNoDataChangeLeavesTheRevision() throws {
    let router = try RouterFixture().router
    router.apply(Outcome(commands: [.push(a)]))
    #expect(router.dataRevision == 0)
  }

  @Test func anotherWindowsRouterIsNotNotified() throws {
    let router = try routerWithASheet()
    let other = try routerWithASheet()
    let watch = everyPart(other)
    router.apply([.push(b), .selectTab("search"), .dismiss(over: .tab("library"))])
    #expect(watch.fired == [])
  }

  @Test func theScreenOnScreenIsNotNotifiedByAnotherTab() throws {
    let router = try routerWithASheet()
    let screenWatch = Self.watch(router, [("screen", { _ = $0.screen(for: nil) })])
    router.apply([
      .push(b, on: .tab("search")), .present(sheet, style: .sheet, over: .tab("notes")),
    ])
    #expect(screenWatch.fired == [])
    router.apply([.push(b)])
    #expect(screenWatch.fired == ["screen"])
  }

  @Test func aPathOfAStackNotThereReadsEmpty() throws {
    let router = try RouterFixture().router
    #expect(router.path(on: StackID(tab: "library", depth: 3)) == [])
    #expect(router.presented(over: .tab("library")) == nil)
    #expect(router.selectedTab == "library")
    #expect(router.alert == nil)
  }
}
