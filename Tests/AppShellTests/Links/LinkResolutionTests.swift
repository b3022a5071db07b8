import AppShell
import FieldNotesFeature
import LibraryFeature
import MangaCatalog
import NavigationCore
import NavigationRouter
import ReaderFeature
import SearchFeature
import SettingsFeature
import TestSupport
import Testing
import UserData

/// Every feature's links resolve to exactly one of ok, fallback, failed or ignored; each
/// failure kind keeps a test.
@MainActor
struct LinkResolutionTests {
  private let app: HoistApp
  private let series = LibraryRoute.series(seriesID: "op").erased
  private let chapter = ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased

  init() throws {
    app = try HoistApp(catalog: Catalog.bundled(), userData: TestSecrets.sample)
  }

  private func resolve(_ url: String) throws -> LinkResolution<UserDataChange> {
    try app.resolveLink(url, in: app.router.state)
  }

  private func landing(_ tab: TabID, _ routes: [AnyRoute], from selected: TabID = "library")
    -> [NavigationCommand]
  {
    [.dismissAlert] + (selected == tab ? [] : [.dismissAll(tab: selected)])
      + [.selectTab(tab), .dismissAll(tab: tab), .replacePath(routes, on: .tab(tab))]
  }

  @Test func aPageLinkBuildsTheLibraryAndReaderStackAndRecordsThePage() throws {
    let page = ReaderRoute.page(seriesID: "op", chapter: 1085, page: 3).erased
    #expect(
      try resolve("mangareader://series/op?chapter=1085&page=3")
        == LinkResolution<UserDataChange>(
          kind: .ok, tab: "library", path: [series, chapter, page],
          commands: landing("library", [series, chapter, page]),
          changes: [.recordProgress(ReadingProgress(seriesID: "op", chapter: 1085, page: 3))]))
  }

  @Test func seriesChapterAndChaptersLinksLandOk() throws {
    #expect(try resolve("https://mangareader.app/series/op").path == [series])
    #expect(try resolve("mangareader://series/op?chapter=1085").path == [series, chapter])
    #expect(try resolve("mangareader://series/op?chapter=1085").changes == [])
    let chapters = LibraryRoute.chapters(seriesID: "op").erased
    let resolution = try resolve("https://www.mangareader.app/series/op/chapters")
    #expect(resolution.kind == .ok)
    #expect(resolution.path == [series, chapters])
  }

  @Test func aMissingChapterFallsBackToTheSeries() throws {
    #expect(
      try resolve("mangareader://series/op?chapter=9999&page=1")
        == LinkResolution<UserDataChange>(
          kind: .fallback, tab: "library", path: [series], commands: landing("library", [series]),
          message: "One Piece has no chapter 9999; chapters are 1–1130. Showing One Piece."))
  }

  @Test func aMissingPageFallsBackToTheChapter() throws {
    #expect(
      try resolve("mangareader://series/op?chapter=1085&page=18")
        == LinkResolution<UserDataChange>(
          kind: .fallback, tab: "library", path: [series, chapter],
          commands: landing("library", [series, chapter]),
          message:
            "One Piece chapter 1085 has no page 18; pages are 1–17. Showing Chapter 1085."))
  }

  @Test func aMissingSeriesFailsOnAVisibleNotFoundScreen() throws {
    let nope = LibraryRoute.series(seriesID: "nope").erased
    #expect(
      try resolve("mangareader://series/NOPE?chapter=1")
        == LinkResolution<UserDataChange>(
          kind: .failed, tab: "library", path: [nope], commands: landing("library", [nope]),
          message: "No series has the slug “nope”."))
  }

  @Test func noteLinksOpenTheNoteOnTheNotesTab() throws {
    let note = FieldNotesRoute.note(noteID: "note-2").erased
    #expect(
      try resolve("FieldNotes://NOTE/note-2")
        == LinkResolution<UserDataChange>(
          kind: .ok, tab: "notes", path: [note], commands: landing("notes", [note])))
  }

  @Test func aLockedNoteLandsOnItsLockedStateAndUnlockingContinues() throws {
    let locked = FieldNotesRoute.note(noteID: "note-3").erased
    #expect(try resolve("fieldnotes://note/note-3").kind == .ok)
    _ = try app.execute(.open("fieldnotes://note/note-3"))
    #expect(app.router.screen(for: locked).state == .locked)
    _ = try app.execute(.type("1234"))
    #expect(app.router.state.visibleRoute == locked)
    #expect(app.router.screen(for: locked).state == .content)
  }

  @Test func aMissingNoteFailsOnAVisibleMissingScreen() throws {
    let gone = FieldNotesRoute.note(noteID: "note-9").erased
    #expect(
      try resolve("fieldnotes://note/note-9")
        == LinkResolution<UserDataChange>(
          kind: .failed, tab: "notes", path: [gone], commands: landing("notes", [gone]),
          message: "Note note-9 no longer exists."))
  }

  @Test func searchAndSettingsLinksLandOnTheirTabs() throws {
    let results = SearchRoute.results(query: "one piece").erased
    #expect(try resolve("mangareader://search?q=one%20piece").path == [results])
    #expect(try resolve("mangareader://search?q=one%20piece").tab == "search")
    #expect(try resolve("mangareader://search?q=").path == [])
    #expect(
      try resolve("https://mangareader.app/settings/appearance").path == [
        SettingsRoute.appearance.erased
      ])
    #expect(try resolve("mangareader://settings/passcode").path == [SettingsRoute.passcode.erased])
    #expect(try resolve("mangareader://settings/about").kind == .ok)
  }

  @Test(
    arguments: [
      ("mangareader://library", "library"), ("mangareader://search", "search"),
      ("mangareader://settings", "settings"), ("fieldnotes://notes", "notes"),
      ("https://mangareader.app/library", "library"),
    ] as [(String, TabID)])
  func eachTabRootHasALink(url: String, tab: TabID) throws {
    let resolution = try resolve(url)
    #expect(resolution.kind == .ok)
    #expect(resolution.tab == tab)
    #expect(resolution.path == [])
  }

  @Test(arguments: [
    "mangareader://", "https://mangareader.app/", "https://www.mangareader.app", "fieldnotes://",
  ])
  func theBareAppLinkIsOkAndChangesNothing(url: String) throws {
    #expect(try resolve(url) == LinkResolution<UserDataChange>(kind: .ok))
  }

  @Test func aForeignLinkIsIgnoredAndChangesNothing() throws {
    #expect(
      try resolve("https://example.com")
        == LinkResolution<UserDataChange>(
          kind: .ignored, message: "Ignored https://example.com: not a link this app opens."))
  }

  @Test(arguments: [
    (
      "mangareader://series/op?chapter=x",
      "malformed link: chapter 'x' must be a whole number, 1 or more"
    ),
    ("mangareader://series/op?page=2", "malformed link: page needs a chapter"),
    ("mangareader://series/op?chapter=1085&chapter=3", "malformed link: chapter is given 2 times"),
    (
      "mangareader://series/",
      "malformed link: expected mangareader://series/<seriesID>, mangareader://series/<seriesID>/add-to-list or mangareader://series/<seriesID>/chapters"
    ),
    (
      "mangareader://chapters/op",
      "malformed link: unknown host 'chapters'; mangareader links start with library, read, search, series or settings"
    ),
    (
      "https://mangareader.app/manga/op",
      "malformed link: unknown path '/manga'; the path must start with /library, /read, /search, /series or /settings"
    ),
    (
      "fieldnotes://notes/1/2",
      "malformed link: expected fieldnotes://notes or fieldnotes://notes/new"
    ),
    ("mangareader:series/op", "malformed link: expected mangareader://<host>/…"),
    ("mangareader://series/o_p", "malformed link: seriesID 'o_p' may hold only a-z, 0-9 and '-'"),
    (
      "mangareader://settings/new-passcode",
      "malformed link: expected mangareader://settings, mangareader://settings/about, mangareader://settings/appearance, mangareader://settings/passcode or mangareader://settings/reading-direction"
    ),
  ])
  func malformedLinksOfThisAppAreErrorsNamingTheBadPart(url: String, message: String) {
    #expect(throws: ShellError.badLink(message)) { try app.resolveLink(url, in: app.router.state) }
  }

  @Test func everyNamedKeyIsRegisteredAtStartUp() throws {
    let registry = try HoistApp.composedRegistry()
    let keys = Set(registry.links.links.flatMap(\.pattern.stack).map(\.key))
    #expect(keys.allSatisfy(registry.isRegistered))
    #expect(
      Set(registry.links.links.map(\.feature)) == [
        "library", "reader", "search", "settings", "fieldnotes",
      ])
  }
}
