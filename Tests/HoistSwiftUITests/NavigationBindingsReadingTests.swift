import HoistSwiftUI
import NavigationCore
import NavigationRouter
import Observation
import TestSupport
import Testing

/// What the views read through the bindings (one part each) and the intent actions they put
/// in the environment.
@MainActor
struct NavigationBindingsReadingTests {
  private typealias S = Shapes

  /// Whether an observation fired.
  @MainActor private final class Fired {
    var value = false
  }

  private func observe(_ read: @escaping () -> Void) -> Fired {
    let fired = Fired()
    withObservationTracking(read) { MainActor.assumeIsolated { fired.value = true } }
    return fired
  }

  @Test func eachGetObservesOnlyItsPart() throws {
    let fixture = try BindingFixture()
    let bindings = fixture.bindings
    let searchPath = observe { _ = bindings.path(on: S.search) }
    let searchModal = observe { _ = bindings.presentation(over: S.search, style: .sheet) }
    let tab = observe { _ = bindings.selectedTab }
    let alert = observe { _ = bindings.alert }
    let libraryPath = observe { _ = bindings.path(on: S.library) }
    fixture.router.apply([.push(S.a, on: S.library)])
    #expect(searchPath.value == false)
    #expect(searchModal.value == false)
    #expect(tab.value == false)
    #expect(alert.value == false)
    #expect(libraryPath.value == true)
  }

  @Test func theAlertIsOnTheSelectedTabsTopStackOnly() throws {
    let fixture = try BindingFixture()
    let alert = AlertRequest(
      title: "Delete?", confirmLabel: "Delete", confirm: FakeFeature<AlphaRoute>.intent(.respond()))
    fixture.router.apply([.showAlert(alert)])
    #expect(fixture.bindings.alert(on: S.library) == alert)
    #expect(fixture.bindings.alert(on: S.search) == nil)
    fixture.router.apply([.present(S.sheet, style: .sheet, over: S.library)])
    #expect(fixture.bindings.alert(on: S.library) == nil)
    #expect(fixture.bindings.alert(on: S.library.presented) == alert)
  }

  @Test func aViewsIntentActionSendsFromItsRouteAndStack() throws {
    let log = FakeLog()
    var registry = FeatureRegistry<String>()
    try registry.register(
      FakeFeature<AlphaRoute>(tab: "library", tabRoot: .home, log: log), delegates: { _, _ in [] })
    let router = Router(registry: registry, tabs: BindingFixture.tabs, selectedTab: "library")
    let bindings = NavigationBindings(router: router)
    let intent = FakeIntent.respond(commands: [.push(S.b, on: S.search)], message: "sent")
    let send = bindings.sendAction(from: S.a, on: S.search)
    #expect(send(FakeFeature<AlphaRoute>.intent(intent)) == IntentReply(message: "sent"))
    #expect(log.entries == [FakeLog.Entry(intent: intent, route: S.a, tab: "search")])
    #expect(router.path(on: S.search).routes == [S.b])
  }

  @Test func anIntentActionOutsideTheRootViewSendsNothingAndSaysSo() {
    let reply = SendIntentAction.unattached(AnyIntent(feature: "alpha", "tap"))
    #expect(
      reply
        == IntentReply(
          rejection: "no HoistRootView above this view: the intent 'alpha: tap' was not sent"))
  }

  @Test func aTabsColumnsAreTheRoutersColumnsOfItsPath() throws {
    let fixture = try BindingFixture()
    fixture.router.apply([.push(S.a, on: S.library), .push(S.b, on: S.library)])
    #expect(fixture.bindings.columns(of: "library") == fixture.router.columns)
    #expect(fixture.bindings.columns(of: "library").last?.top == S.b)
    #expect(fixture.bindings.tabs == BindingFixture.tabs)
    #expect(fixture.bindings.tabTitle(for: "library") == "alpha.home")
    #expect(fixture.bindings.tabTitle(for: "notes") == "notes")
  }
}
