import AppShell
import FieldNotesFeature
import LibraryFeature
import MangaCatalog
import NavigationCore
import NavigationRouter
import TestSupport
import Testing
import UserData

/// Links that end in a sheet: they open it over their path in one write, print back from the
/// screen, say "already showing", fall back when the sheet's data is missing, and open in the
/// window that already shows them; a tab-root link opens in the window at that root.
@MainActor
struct ModalLinkTests {
  private let app: HoistApp

  init() throws {
    app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
  }

  @Test func aSheetLinkPresentsTheSheetOverItsPathInOneWrite() throws {
    let before = app.router.writeCount
    #expect(try app.execute(.open("mangareader://series/op/add-to-list")) == nil)
    #expect(app.router.writeCount == before + 1)
    let library = try #require(app.router.state.stacks["library"])
    #expect(library.path.routes == [LibraryRoute.series(seriesID: "op").erased])
    #expect(library.presentation?.root == LibraryRoute.addToList(seriesID: "op").erased)
    #expect(library.presentation?.style == .sheet)
    #expect(app.link(form: .custom) == "mangareader://series/op/add-to-list")
    #expect(app.link(form: .https) == "https://mangareader.app/series/op/add-to-list")
    #expect(
      try app.execute(.open("https://mangareader.app/series/op/add-to-list"))
        == "Already showing Add to list.")
  }

  @Test func theNewNoteSheetOpensOverTheNotesList() throws {
    _ = try app.execute(.open("fieldnotes://notes/new"))
    let notes = try #require(app.router.state.stacks["notes"])
    #expect(app.router.state.selectedTab == "notes")
    #expect(notes.path.routes == [])
    #expect(notes.presentation?.root == FieldNotesRoute.newNote.erased)
    #expect(app.link(form: .custom) == "fieldnotes://notes/new")
  }

  @Test func aSheetWhoseDataIsMissingFallsBackToItsPathOrFails() throws {
    // The series does not exist: the first route fails, and no sheet opens.
    _ = try? app.execute(.open("mangareader://series/nope/add-to-list"))
    #expect(app.router.state.stacks["library"]?.presentation == nil)
  }

  @Test func aTabRootLinkOpensInTheWindowThatShowsThatRoot() throws {
    _ = try app.execute(.open("mangareader://series/op"))
    _ = try app.execute(.window(.new))
    // Window 2 shows the library's root; window 1 a series.
    _ = try app.execute(.window(.show(1)))
    _ = try app.execute(.open("mangareader://library"))
    #expect(app.router.state.window == 2)
    #expect(app.router.state.selectedTab == "library")
    _ = try app.execute(.window(.show(1)))
    #expect(
      app.router.state.stacks["library"]?.path.routes == [
        LibraryRoute.series(seriesID: "op").erased
      ])
  }

  @Test func aSheetLinkOpensInTheWindowThatShowsTheSheet() throws {
    _ = try app.execute(.open("mangareader://series/op/add-to-list"))
    _ = try app.execute(.window(.new))
    _ = try app.execute(.open("mangareader://series/op/add-to-list"))
    #expect(app.router.state.window == 1)
  }

  @Test func theResolverSaysWhereAWindowShowsATarget() {
    let atRoot = AppNavigationState(tabs: HoistApp.tabs, selectedTab: "library")
    var elsewhere = atRoot
    elsewhere.selectedTab = "search"
    let series = LibraryRoute.series(seriesID: "op").erased
    var onSeries = atRoot
    onSeries.tabStacks["library"] = NavigationStackState(path: [series])
    #expect(
      LinkResolver.window(showing: "library", [], active: onSeries, windows: [elsewhere, atRoot])
        == 1)
    #expect(LinkResolver.window(showing: "library", [], active: atRoot, windows: [atRoot]) == nil)
    #expect(
      LinkResolver.window(showing: "library", [], active: onSeries, windows: [elsewhere]) == nil)
    let sheet = Presentation(style: .sheet, root: LibraryRoute.addToList(seriesID: "op").erased)
    var withSheet = onSeries
    withSheet.tabStacks["library"]?.presentation = sheet
    #expect(
      LinkResolver.window(
        showing: "library", [series], presenting: sheet, active: onSeries, windows: [withSheet])
        == 0)
    #expect(
      LinkResolver.window(showing: "library", [series], active: atRoot, windows: [onSeries]) == 0)
  }
}
