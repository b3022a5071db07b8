import AppShell
import FieldNotesFeature
import LibraryFeature
import MangaCatalog
import NavigationCore
import NavigationRouter
import ReaderFeature
import SearchFeature
import TestSupport
import Testing
import UserData

/// The navigation rules of the issue, checked on the composed app through its state.
@MainActor
struct AppRulesTests {
  private let app: HoistApp
  private let series = LibraryRoute.series(seriesID: "op").erased

  init() throws {
    app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
  }

  @Test func aDoubleTapPushesOnce() throws {
    let before = app.router.writeCount
    _ = try app.execute(.doubleTap("One Piece"))
    #expect(app.router.state.stacks["library"]?.path.routes == [series])
    #expect(app.router.writeCount == before + 1)
  }

  @Test(arguments: [
    ["tap One Piece", "doubletap Add to list"],
    ["open mangareader://series/op?chapter=1085&page=3", "doubletap Immersive"],
    ["tab notes", "doubletap New note"],
  ])
  func aDoubleTapPresentsOnce(script: [String]) throws {
    for line in script {
      _ = try app.execute(try #require(try ShellCommandParser.parse(line)))
    }
    #expect(app.router.state.selectedStack.presentationDepth == 1)
    _ = try app.execute(.dismiss)
    #expect(app.router.state.activePresentation == nil)
  }

  @Test func aFrameBuildsOneScreenAndATapUsesIt() throws {
    _ = try app.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    let before = app.router.screenBuildCount
    let frame = app.frame(message: nil)
    #expect(frame.titles == ["Library", "One Piece", "Chapter 1085", "Page 3"])
    #expect(app.router.screenBuildCount == before + 1)
    _ = try app.execute(.tapLabel("Next page"))
    #expect(app.router.screenBuildCount == before + 1)
    // Once the state changed, the next tap builds the new screen on top once and keeps it.
    _ = try app.execute(.tapLabel("Next page"))
    #expect(app.router.screenBuildCount == before + 2)
  }

  @Test func everyRoutesCheapTitleIsItsScreensTitle() throws {
    var data = UserDataState.sample
    data.progress["op"] = ReadingProgress(seriesID: "op", chapter: 1085, page: 4)
    let app = try HoistApp(catalog: Catalog.bundled(), userData: data)
    let routes: [AnyRoute] =
      [
        LibraryRoute.seriesList.erased, series, LibraryRoute.series(seriesID: "zz").erased,
        LibraryRoute.chapters(seriesID: "op").erased, LibraryRoute.addToList(seriesID: "zz").erased,
        ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased,
        ReaderRoute.chapter(seriesID: "op", chapter: 99_999).erased,
        ReaderRoute.page(seriesID: "op", chapter: 1085, page: 3).erased,
        ReaderRoute.page(seriesID: "op", chapter: 1085, page: 999).erased,
        ReaderRoute.immersive(seriesID: "zz", chapter: 1, page: 1).erased,
        ReaderRoute.immersive(seriesID: "op", chapter: 1085, page: 2).erased,
        SearchRoute.home.erased, SearchRoute.results(query: "op").erased,
        FieldNotesRoute.list.erased, FieldNotesRoute.note(noteID: "note-1").erased,
        FieldNotesRoute.note(noteID: "note-3").erased, FieldNotesRoute.note(noteID: "gone").erased,
        FieldNotesRoute.newNote.erased, FieldNotesRoute.editNote(noteID: "note-1").erased,
        FieldNotesRoute.editNote(noteID: "gone").erased,
      ]
      + (try ["home", "readingDirection", "appearance", "passcode", "newPasscode", "about"].map {
        try app.router.registry.decodeRoute(["key": .string("settings.\($0)")])
      })
    for route in routes {
      #expect(app.router.title(for: route) == app.router.screen(for: route).title, "\(route)")
    }
  }

  @Test func continueReadingPushesTheChapterAndPageInOneWrite() throws {
    var data = UserDataState.sample
    data.progress["op"] = ReadingProgress(seriesID: "op", chapter: 1085, page: 4)
    let app = try HoistApp(catalog: Catalog.bundled(), userData: data)
    _ = try app.execute(.open("mangareader://series/op?chapter=3"))
    _ = try app.execute(.back)
    let before = app.router.writeCount
    _ = try app.execute(.tapLabel("Continue reading"))
    #expect(app.router.writeCount == before + 1)
    #expect(
      app.router.state.stacks["library"]?.path.routes == [
        series, ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased,
        ReaderRoute.page(seriesID: "op", chapter: 1085, page: 4).erased,
      ])
  }

  @Test func theLastReadRowPushesTheChapterAndPageInOneWrite() throws {
    var data = TestSecrets.sample
    data.progress["op"] = ReadingProgress(seriesID: "op", chapter: 1085, page: 4)
    let app = try HoistApp(catalog: Catalog.bundled(), userData: data)
    _ = try app.execute(.open("mangareader://series/op"))
    _ = try app.execute(.tapLabel("Chapters"))
    let before = app.router.writeCount
    _ = try app.execute(.tapLabel("Chapter 1085"))
    #expect(app.router.writeCount == before + 1)
    #expect(
      app.router.state.stacks["library"]?.path.routes == [
        series, LibraryRoute.chapters(seriesID: "op").erased,
        ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased,
        ReaderRoute.page(seriesID: "op", chapter: 1085, page: 4).erased,
      ])
  }

  @Test func continueReadingWithoutProgressStartsAtChapterOne() throws {
    _ = try app.execute(.tapLabel("One Piece"))
    _ = try app.execute(.tapLabel("Continue reading"))
    #expect(
      app.router.state.stacks["library"]?.path.routes == [
        series, ReaderRoute.chapter(seriesID: "op", chapter: 1).erased,
        ReaderRoute.page(seriesID: "op", chapter: 1, page: 1).erased,
      ])
  }

  @Test func aDeepLinkIsOneWrite() throws {
    _ = try app.execute(.tab("notes"))
    _ = try app.execute(.tapLabel("New note"))
    let before = app.router.writeCount
    _ = try app.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    #expect(app.router.writeCount == before + 1)
    #expect(app.router.state.selectedTab == "library")
    // The sheet that was open when the link arrived is closed first (issue 7, arrival rules).
    #expect(app.router.state.stacks["notes"]?.presentation == nil)
  }

  @Test func switchingTabsNeverChangesAnotherTabsStack() throws {
    _ = try app.execute(.tapLabel("One Piece"))
    _ = try app.execute(.tab("search"))
    _ = try app.execute(.type("naruto"))
    _ = try app.execute(.tapNumber(1))
    let library = app.router.state.stacks["library"]
    let search = app.router.state.stacks["search"]
    _ = try app.execute(.tab("notes"))
    _ = try app.execute(.tab("library"))
    #expect(app.router.state.stacks["library"] == library)
    #expect(app.router.state.stacks["search"] == search)
    #expect(
      search?.path.routes == [
        SearchRoute.results(query: "naruto").erased, LibraryRoute.series(seriesID: "naruto").erased,
      ])
  }

  @Test func anAlertsCancelMutatesNothingElse() throws {
    _ = try app.execute(.tab("notes"))
    _ = try app.execute(.tapLabel("Scale of the walls"))
    let shown = app.router.state
    let data = app.userData.state
    _ = try app.execute(.tapLabel("Delete"))
    #expect(
      app.router.state.alert?.confirm
        == FieldNotesFeature.intent(.deleteConfirmed(noteID: "note-2")))
    _ = try app.execute(.cancel)
    #expect(app.router.state == shown)
    #expect(app.userData.state == data)
  }

  @Test func anAlertsConfirmRunsExactlyItsOneOutcome() throws {
    _ = try app.execute(.tab("notes"))
    _ = try app.execute(.tapLabel("Scale of the walls"))
    _ = try app.execute(.tapLabel("Delete"))
    let message = try app.execute(.confirm)
    #expect(message == "Deleted “Scale of the walls”.")
    #expect(app.userData.state.notes.map(\.id) == ["note-1", "note-3"])
    #expect(app.router.state.stacks["notes"]?.path.routes == [])
    #expect(app.router.state.alert == nil)
  }

  @Test func anAlertBlocksOtherCommands() throws {
    _ = try app.execute(.open("mangareader://series/op?chapter=1&page=2"))
    _ = try app.execute(.tab("settings"))
    _ = try app.execute(.tapLabel("Reset reading progress"))
    #expect(throws: ShellError.alertShowing(title: "Reset reading progress?")) {
      try app.execute(.tab("library"))
    }
    #expect(app.router.state.selectedTab == "settings")
  }

  @Test func backAndDismissWithNothingToRemoveChangeNothing() throws {
    let before = app.router.writeCount
    #expect(try app.execute(.back) == "Nothing to go back to.")
    #expect(try app.execute(.dismiss) == "Nothing to dismiss.")
    #expect(app.router.writeCount == before)
  }

  @Test func choosingTheSelectedTabPopsToRoot() throws {
    _ = try app.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    _ = try app.execute(.tab("library"))
    #expect(app.router.state.stacks["library"]?.path.routes == [])
  }

  @Test func doneLeavesAPushedReader() throws {
    _ = try app.execute(.open("mangareader://series/op?chapter=1085&page=3"))
    _ = try app.execute(.tapLabel("Done"))
    #expect(app.router.state.stacks["library"]?.path.routes == [series])
  }

  @Test func aMissingNoteShowsTheMissingState() throws {
    _ = try app.execute(.open("fieldnotes://note/note-9"))
    let frame = app.frame(message: nil)
    #expect(frame.screen.state == .missing)
    #expect(frame.screen.body == "Note note-9 no longer exists.")
  }

  @Test func aLockedNoteUnlocksOnlyWithThePasscode() throws {
    _ = try app.execute(.open("fieldnotes://note/note-3"))
    #expect(app.frame(message: nil).screen.state == .locked)
    #expect(throws: ShellError.rejected("Wrong passcode: “Private theories” stays locked.")) {
      try app.execute(.type("0000"))
    }
    #expect(app.frame(message: nil).screen.state == .locked)
    #expect(try app.execute(.type("1234")) == "Unlocked.")
    #expect(app.frame(message: nil).screen.state == .content)
  }

  @Test func aTapOnAnInformationRowIsAClearError() throws {
    let stray = UserDataState(notes: [Note(id: "note-1", title: "Stray", body: "", seriesID: "zz")])
    let app = try HoistApp(catalog: Catalog.bundled(), userData: stray)
    _ = try app.execute(.open("fieldnotes://note/note-1"))
    #expect(app.frame(message: nil).screen.rows.map(\.detail) == ["zz (not in the catalog)"])
    #expect(throws: ShellError.notTappable("Series")) { try app.execute(.tapNumber(1)) }
  }

  @Test func anAmbiguousLabelAsksForANumber() throws {
    let twins = UserDataState(notes: [
      Note(id: "note-1", title: "Dup", body: "a"), Note(id: "note-2", title: "dup", body: "b"),
    ])
    let app = try HoistApp(catalog: Catalog.bundled(), userData: twins)
    _ = try app.execute(.tab("notes"))
    #expect(throws: ShellError.ambiguousLabel("DUP", numbers: [1, 2])) {
      try app.execute(.tapLabel("DUP"))
    }
    #expect(app.router.state.stacks["notes"]?.path.routes == [])
    #expect(
      ShellError.ambiguousLabel("Page", numbers: [1, 2]).description
        == "'Page' matches rows 1, 2; tap a number")
  }

  @Test func aSheetCoversTheTabBar() throws {
    _ = try app.execute(.tapLabel("One Piece"))
    _ = try app.execute(.tapLabel("Add to list"))
    #expect(throws: ShellError.modalShowing(style: "sheet", title: "Add to list")) {
      try app.execute(.tab("notes"))
    }
    #expect(try app.execute(.back) == "Nothing to go back to in this sheet; dismiss closes it.")
    _ = try app.execute(.dismiss)
    _ = try app.execute(.tab("notes"))
    #expect(app.router.state.selectedTab == "notes")
  }

  @Test func aLinkAnswersAnAlertAsCancel() throws {
    _ = try app.execute(.tab("notes"))
    _ = try app.execute(.tapLabel("Scale of the walls"))
    _ = try app.execute(.tapLabel("Delete"))
    let before = app.router.writeCount
    _ = try app.execute(.open("mangareader://series/op"))
    #expect(app.router.writeCount == before + 1)
    #expect(app.router.state.alert == nil)
    #expect(app.userData.state.notes.map(\.id) == ["note-1", "note-2", "note-3"])
    #expect(app.router.state.stacks["library"]?.path.routes == [series])
  }

  @Test func theRegularLayoutShowsColumnsOverTheSameState() throws {
    _ = try app.execute(.tapLabel("Attack on Titan"))
    let compact = app.frame(message: nil)
    #expect(compact.columns == nil)
    app.setLayout(.regular)
    let regular = app.frame(message: nil)
    #expect(regular.layout == "regular")
    #expect(regular.path == compact.path)
    #expect(regular.screen == compact.screen)
    #expect(regular.columns?.map(\.role) == [.sidebar, .content])
    #expect(regular.columns?.map(\.screen.title) == ["Library", "Attack on Titan"])
    #expect(regular.columns?.first?.selection == "Attack on Titan")
    let text = TextRenderer.render(regular)
    #expect(text.contains("  1. One Piece"))
    #expect(text.contains("▸ 2. Attack on Titan"))
  }
}
