import AppShell
import LibraryFeature
import MangaCatalog
import NavigationCore
import NavigationRouter
import ReaderFeature
import SearchFeature
import TestSupport
import Testing
import UserData

/// The arrival rules of issue 7 on the app's state; `Transcripts/links.hoist` shows each one
/// as the user sees it.
@MainActor
struct LinkArrivalTests {
  private let app: HoistApp
  private let page = "mangareader://series/op?chapter=1085&page=3"

  init() throws {
    app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
  }

  @Test func aLinkClosesTheSheetAndAlertFirstThenSetsThePath() throws {
    _ = try app.execute(.tapLabel("One Piece"))
    _ = try app.execute(.tapLabel("Add to list"))
    #expect(app.router.state.activePresentation != nil)
    let before = app.router.writeCount
    _ = try app.execute(.open("mangareader://search?q=naruto"))
    #expect(app.router.writeCount == before + 1)
    #expect(app.router.state.stacks["library"]?.presentation == nil)
    #expect(
      app.router.state.stacks["library"]?.path.routes == [
        LibraryRoute.series(seriesID: "op").erased
      ])
    #expect(app.router.state.selectedTab == "search")
  }

  @Test func aTabRootLinkPopsThatTabToItsRoot() throws {
    _ = try app.execute(.open(page))
    _ = try app.execute(.open("https://mangareader.app/library"))
    #expect(app.router.state.stacks["library"]?.path.routes == [])
  }

  @Test func aLinkToTheScreenOnTopChangesNothingAndSaysSo() throws {
    _ = try app.execute(.open(page))
    let state = app.router.state
    let before = app.router.writeCount
    let progress = app.userData.state
    #expect(try app.execute(.open(page)) == "Already showing Page 3.")
    #expect(app.router.writeCount == before)
    #expect(app.router.state == state)
    #expect(app.userData.state == progress)
  }

  @Test func aLinkIntoAnotherTabLeavesThePreviousTabsStack() throws {
    _ = try app.execute(.open(page))
    let library = app.router.state.stacks["library"]
    _ = try app.execute(.open("fieldnotes://note/note-1"))
    #expect(app.router.state.selectedTab == "notes")
    #expect(app.router.state.stacks["library"] == library)
  }

  @Test func theSameLinkTwiceLandsOnce() throws {
    _ = try app.execute(.open("mangareader://search?q=one%20piece"))
    let first = app.router.state
    let writes = app.router.writeCount
    _ = try app.execute(.open("mangareader://search?q=one%20piece"))
    #expect(app.router.state == first)
    #expect(app.router.writeCount == writes)
    #expect(first.stacks["search"]?.path.routes == [SearchRoute.results(query: "one piece").erased])
  }

  @Test func theScreensLinkPrintsInBothFormsOrSaysWhyNot() throws {
    _ = try app.execute(.open(page))
    #expect(app.link(form: .custom) == page)
    #expect(app.link(form: .https) == "https://mangareader.app/series/op?chapter=1085&page=3")
    _ = try app.execute(.tapLabel("Immersive"))
    #expect(app.currentLink() == nil)
    #expect(app.link(form: .custom) == "“Immersive” is a full-screen cover and has no link.")
    _ = try app.execute(.dismiss)
    _ = try app.execute(.tab("search"))
    _ = try app.execute(.type("naruto"))
    _ = try app.execute(.tapNumber(1))
    #expect(
      app.link(form: .custom)
        == "“Naruto” has no link: no link pattern builds search.results › library.series.")
  }
}
