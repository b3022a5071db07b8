import Foundation
import HoistSwiftUIStandInViews
import NavigationCore
import NavigationRouter
import SwiftUIStandIn
import TestSupport
import Testing

/// The views themselves, compiled against the stand-in: their bodies build, links reach the
/// router, and each route finds its registered view.
@MainActor
struct StandInViewTests {
  @Test func theRootViewBuildsItsBodyOverTheRoutersBindings() throws {
    let fixture = try StandInFixture()
    let root = HoistRootView(router: fixture.router, views: fixture.views)
    _ = root.body
    #expect(root.navigationBindings.router === fixture.router)
    #expect(root.navigationBindings.tabs == ["library", "search"])
    #expect(root.navigationBindings.tabTitle(for: "library") == "alpha.home")
  }

  @Test func aLinkFromOnOpenURLOpensThroughTheRouter() throws {
    let fixture = try StandInFixture()
    let opened = Openings()
    let root = HoistRootView(
      router: fixture.router, views: fixture.views, onLinkOpened: { opened.all.append($0) })
    root.openLink(try #require(URL(string: "https://example.com/elsewhere")))
    #expect(opened.all.map(\.kind) == [.ignored])
    #expect(
      fixture.events == [.linkOpened(url: "https://example.com/elsewhere", outcome: "ignored")])
  }

  @Test func eachRouteFindsItsFeaturesViewAndAMissingFeatureIsNamed() throws {
    let fixture = try StandInFixture()
    #expect(fixture.views.features == ["alpha"])
    #expect(fixture.views.view(for: AlphaRoute.item(id: "a").erased) != nil)
    #expect(fixture.views.view(for: BetaRoute.home.erased) == nil)
    #expect(fixture.views.featuresWithoutViews(in: fixture.registry) == ["beta"])
    #expect(throws: RouteViewRegistryError.duplicateFeature("alpha")) {
      try fixture.views.register(AlphaViews())
    }
  }

  @Test func theDetentsSwiftUIIsGivenAreTheOfferedOnesAndReadBack() {
    let detents = SheetDetents([.medium, .fraction(0.25), .height(320)], selected: .medium)
    #expect(
      detents.presentationDetents == [.medium, .fraction(0.25), .height(320)])
    #expect(detents.detent(matching: .height(320)) == .height(320))
    #expect(detents.detent(matching: .large) == nil)
  }
}

/// The link openings a root view reported.
@MainActor final class Openings {
  var all: [LinkOpening] = []
}
