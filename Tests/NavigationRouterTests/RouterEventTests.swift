import NavigationCore
import NavigationRouter
import TestSupport
import Testing

@MainActor
struct RouterEventTests {
  private let a = AlphaRoute.item("a")
  private let b = AlphaRoute.item("b")
  private let sheet = BetaRoute.toggle(isOn: true).erased
  private let cover = BetaRoute.item("cover")

  /// The router with an observer that records each emission and the write count it saw.
  private func observed() throws -> (
    RouterFixture, () -> [(writes: Int, events: [NavigationEvent])]
  ) {
    let fixture = try RouterFixture()
    var emissions: [(writes: Int, events: [NavigationEvent])] = []
    let router = fixture.router
    // The router keeps its observers; capturing it strongly would keep it alive forever.
    router.addEventObserver { [unowned router] in emissions.append((router.writeCount, $0)) }
    return (fixture, { emissions })
  }

  @Test func oneApplyEmitsItsEventsOnceAfterItsWriteInOrder() throws {
    let (fixture, emissions) = try observed()
    fixture.router.apply([.push(a), .push(b), .replaceTop(a), .present(sheet, style: .sheet)])
    #expect(emissions().count == 1)
    #expect(emissions().first?.writes == 1)
    #expect(
      emissions().first?.events == [
        .pushed(a, tab: "library"), .pushed(b, tab: "library"), .popped([b], tab: "library"),
        .pushed(a, tab: "library"), .presented(sheet, style: .sheet, tab: "library"),
      ])
  }

  @Test func aNoOpEmitsNothing() throws {
    let (fixture, emissions) = try observed()
    fixture.router.apply([.back, .dismiss, .popCount(3)])
    #expect(emissions().isEmpty)
  }

  @Test func dismissingSeveralModalsAtOnceNamesEachDeepestFirst() throws {
    let (fixture, emissions) = try observed()
    fixture.router.apply([
      .present(sheet, style: .sheet), .push(a), .present(cover, style: .fullScreenCover),
    ])
    fixture.router.apply([.dismissAll(tab: "library"), .selectTab("search")])
    let dismissed = try #require(emissions().last?.events.first)
    guard case .dismissed(let modals, let tab) = dismissed else {
      Issue.record("expected a dismissal, got \(dismissed)")
      return
    }
    #expect(tab == "library")
    #expect(modals.map(\.root) == [cover, sheet])
    #expect(emissions().last?.events.dropFirst() == [.tabSelected("search")])
  }

  @Test func popToNamesThePoppedRoutes() throws {
    let (fixture, emissions) = try observed()
    let c = AlphaRoute.item("c")
    fixture.router.apply([.push(a), .push(b), .push(c)])
    fixture.router.apply([.popTo(.route(a))])
    #expect(emissions().last?.events == [.popped([b, c], tab: "library")])
  }

  @Test func answeringAnAlertSaysHow() throws {
    let (fixture, emissions) = try observed()
    let alert = AlertRequest(
      title: "Go?", confirmLabel: "Go",
      confirm: FakeFeature<AlphaRoute>.intent(.respond(commands: [.push(a)])))
    fixture.router.apply([.showAlert(alert)])
    fixture.router.cancelAlert()
    fixture.router.apply([.showAlert(alert)])
    fixture.router.confirmAlert()
    #expect(
      emissions().map(\.events) == [
        [.alertShown(title: "Go?")], [.alertAnswered(title: "Go?", confirmed: false)],
        [.alertShown(title: "Go?")],
        [.alertAnswered(title: "Go?", confirmed: true), .pushed(a, tab: "library")],
      ])
  }

  @Test func aCauseComesFirstEvenWhenNothingChanges() throws {
    let (fixture, emissions) = try observed()
    let opened = NavigationEvent.linkOpened(url: "x://y", outcome: "ignored")
    fixture.router.apply(Outcome(), cause: [opened])
    fixture.router.apply(Outcome(commands: [.push(a)]), cause: [opened])
    #expect(emissions().map(\.events) == [[opened], [opened, .pushed(a, tab: "library")]])
  }
}
