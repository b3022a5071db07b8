import AppShell
import AppShellTestSupport
import NavigationCore
import NavigationRouter
import Testing
import UserData

/// Each feature's missing-data check (what a deep link asks of every route it lands on)
/// agrees with the check it replaced, building the screen and reading its state, for every
/// route kind with existing and missing IDs.
@MainActor
struct MissingDataCheckTests {
  private let registry: FeatureRegistry<UserDataChange>

  init() throws {
    registry = try SampleApp.registry()
  }

  private func context(_ route: AnyRoute) -> FeatureContext {
    FeatureContext(tab: "library", path: [route], route: route)
  }

  @Test func theRoutesCoverEveryRegisteredRouteKind() {
    #expect(Set(SampleRoutes.everyKind.map(\.key)) == Set(registry.routeKeys.keys))
  }

  @Test(arguments: SampleRoutes.everyKind)
  func theCheckEqualsTheBuiltScreensState(route: AnyRoute) {
    let screen = registry.screen(for: route, in: context(route))
    #expect(registry.missingData(for: route, in: context(route)) == screen.missingDataMessage)
  }

  @Test func theCheckNamesExactlyTheMissingData() {
    let missing = SampleRoutes.everyKind.compactMap { route in
      registry.missingData(for: route, in: context(route)).map { "\(route.key): \($0)" }
    }
    #expect(
      missing == [
        "library.series: No series has the slug “nope”.",
        "library.chapters: No series has the slug “nope”.",
        "library.addToList: No series has the slug “nope”.",
        "reader.chapter: One Piece has no chapter 99999; chapters are 1–1130.",
        "reader.chapter: No series has the slug “nope”.",
        "reader.page: One Piece chapter 1085 has no page 999; pages are 1–17.",
        "reader.page: One Piece has no chapter 99999; chapters are 1–1130.",
        "reader.page: No series has the slug “nope”.",
        "reader.immersive: One Piece chapter 1085 has no page 0; pages are 1–17.",
        "reader.immersive: One Piece has no chapter 0; chapters are 1–1130.",
        "reader.immersive: No series has the slug “nope”.",
        "fieldnotes.note: Note gone no longer exists.",
        "fieldnotes.editNote: Note gone no longer exists.",
      ])
  }

  @Test func aRouteNoFeatureDeclaresIsNotMissingData() {
    let unregistered = UnregisteredRoute.only.erased
    #expect(registry.missingData(for: unregistered, in: context(unregistered)) == nil)
    #expect(registry.screen(for: unregistered, in: context(unregistered)).state == .noDestination)
  }

  @Test func theDefaultCheckReadsTheBuiltScreen() {
    #expect(
      Screen(title: "Gone", state: .missing).missingDataMessage == "Gone")
    #expect(
      Screen(title: "Gone", state: .notFound, body: "Why").missingDataMessage == "Why")
    #expect(Screen(title: "Locked", state: .locked, body: "Why").missingDataMessage == nil)
    #expect(Screen(title: "None", state: .noDestination, body: "Why").missingDataMessage == nil)
    #expect(Screen(title: "Shown", body: "Text").missingDataMessage == nil)
  }
}

/// A route of a feature the app does not register.
private enum UnregisteredRoute: Route {
  case only

  static let feature = "unregistered"
  static let caseNames = ["only"]
}
