import Foundation
import HoistSwiftUIStandInViews
import NavigationCore
import NavigationRouter
import Observation
import SwiftUIStandIn
import TestSupport
import Testing

/// The `Binding`s the views hand to SwiftUI, compiled against the stand-in: each get closure
/// reads the router and each set closure goes through the binding's pure logic, as SwiftUI
/// calls them.
@MainActor
struct StandInBindingTests {
  private let a = AlphaRoute.item(id: "a").erased
  private let b = AlphaRoute.item(id: "b").erased
  private let sheet = AlphaRoute.item(id: "sheet").erased
  private let library = StackID.tab("library")

  @Test func aShorterPathWrittenThroughTheStackBindingPopsTheRouter() async throws {
    let fixture = try StandInFixture()
    fixture.router.apply([.push(a, on: library), .push(b, on: library)])
    fixture.clearEvents()
    let path = fixture.bindings.pathBinding(on: library)
    #expect(await path.standInRead() == [a, b])
    await path.standInWrite([a])
    #expect(fixture.router.path(on: library).routes == [a])
    #expect(fixture.events == [.popped([b], tab: "library")])
  }

  @Test func oneMoreRouteWrittenThroughTheStackBindingIsAPush() async throws {
    let fixture = try StandInFixture()
    let path = fixture.bindings.pathBinding(on: library)
    #expect(await path.standInRead() == [])
    await path.standInWrite([a])
    #expect(fixture.router.path(on: library).routes == [a])
    #expect(fixture.events == [.pushed(a, tab: "library")])
  }

  @Test func aStaleWriteThroughTheStackBindingChangesNothing() async throws {
    let fixture = try StandInFixture()
    fixture.router.apply([.push(a, on: library), .push(b, on: library)])
    let path = fixture.bindings.pathBinding(on: library)
    #expect(await path.standInRead() == [a, b])
    // A link replaces the path before SwiftUI delivers the back swipe it computed from [a, b].
    fixture.router.apply([.replacePath([b], on: library)])
    await path.standInWrite([a])
    #expect(fixture.router.path(on: library).routes == [b])
  }

  @Test func aBackInTheSplitViewsDetailColumnPopsTheTabsPath() async throws {
    let fixture = try StandInFixture()
    let c = AlphaRoute.item(id: "c").erased
    fixture.router.apply([.push(a, on: library), .push(b, on: library), .push(c, on: library)])
    // No declared roles: a fills the content column, b and c the detail column.
    let detail = try #require(fixture.bindings.columns(of: "library").last)
    #expect(detail.role == .detail)
    #expect(detail.routes == [b, c])
    fixture.clearEvents()
    let path = fixture.bindings.columnPathBinding(on: "library", after: detail.pathRange.lowerBound)
    #expect(await path.standInRead() == [c])
    await path.standInWrite([])
    #expect(fixture.router.path(on: library).routes == [a, b])
    #expect(fixture.events == [.popped([c], tab: "library")])
    // A link replaces the path before the next back lands: the back is stale.
    fixture.router.apply([.replacePath([b], on: library)])
    await path.standInWrite([])
    #expect(fixture.router.path(on: library).routes == [b])
  }

  @Test func aSheetSetToNilThroughItsBindingIsDismissed() async throws {
    let fixture = try StandInFixture()
    fixture.router.apply([.present(sheet, style: .sheet, over: library)])
    fixture.clearEvents()
    let shown = fixture.bindings.presentationBinding(over: library, style: .sheet)
    let cover = fixture.bindings.presentationBinding(over: library, style: .fullScreenCover)
    #expect(await shown.standInRead() == PresentationID(style: .sheet, root: sheet))
    #expect(await cover.standInRead() == nil)
    await shown.standInWrite(nil)
    #expect(fixture.router.presented(over: library) == nil)
    #expect(
      fixture.events == [.dismissed([Presentation(style: .sheet, root: sheet)], tab: "library")])
  }

  @Test func aDetentDraggedToThroughItsBindingIsSelected() async throws {
    let fixture = try StandInFixture()
    var state = fixture.router.state
    var stack = state.stacks["library"] ?? NavigationStackState()
    stack.presentation = Presentation(
      style: .sheet, root: sheet, stack: NavigationStackState(),
      detents: SheetDetents([.medium, .large], selected: .large))
    state.stacks["library"] = stack
    fixture.router.replaceState(state)
    let detent = fixture.bindings.detentBinding(over: library)
    #expect(await detent.standInRead() == .large)
    await detent.standInWrite(.fraction(0.3))  // not offered: nothing changes
    #expect(fixture.router.detents(over: library)?.selected == .large)
    await detent.standInWrite(.medium)
    #expect(fixture.router.detents(over: library)?.selected == .medium)
    #expect(await detent.standInRead() == .medium)
  }

  @Test func aTabTappedThroughTheTabBindingIsSelected() async throws {
    let fixture = try StandInFixture()
    let tab = fixture.bindings.tabBinding
    #expect(await tab.standInRead() == "library")
    await tab.standInWrite("search")
    #expect(fixture.router.selectedTab == "search")
    #expect(fixture.events == [.tabSelected("search")])
  }

  @Test func theAlertShowsOnTheTopStackAndItsIsPresentedWriteIsNoAnswer() async throws {
    let fixture = try StandInFixture()
    let alert = AlertRequest(
      title: "Delete?", confirmLabel: "Delete",
      confirm: FakeFeature<AlphaRoute>.intent(.respond()))
    fixture.router.apply([.showAlert(alert), .present(sheet, style: .sheet, over: library)])
    let underSheet = fixture.bindings.alertPresentedBinding(on: library)
    let onSheet = fixture.bindings.alertPresentedBinding(on: library.presented)
    let otherTab = fixture.bindings.alertPresentedBinding(on: .tab("search"))
    #expect(await underSheet.standInRead() == false)
    #expect(await onSheet.standInRead() == true)
    #expect(await otherTab.standInRead() == false)
    await onSheet.standInWrite(false)
    #expect(fixture.router.alert == alert)
  }

  @Test func aStackBindingObservesOnlyItsStack() throws {
    let fixture = try StandInFixture()
    let notified = Flag()
    withObservationTracking {
      _ = fixture.bindings.pathBinding(on: .tab("search"))
    } onChange: {
      MainActor.assumeIsolated { notified.set() }
    }
    fixture.router.apply([.push(a, on: library)])
    #expect(notified.value == false)
    fixture.router.apply([.push(BetaRoute.item(id: "x").erased, on: .tab("search"))])
    #expect(notified.value == true)
  }
}

/// Whether an observation fired.
@MainActor final class Flag {
  private(set) var value = false
  func set() { value = true }
}
