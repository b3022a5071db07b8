import AppShell
import FieldNotesFeature
import LibraryFeature
import MangaCatalog
import NavigationCore
import ReaderFeature
import Testing
import UserData

struct DeepLinkResolverTests {
  private let catalog: Catalog
  private let series = LibraryRoute.series(seriesID: "op").erased
  private let chapter = ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased

  init() throws {
    catalog = try Catalog.bundled()
  }

  private func resolve(_ link: DeepLink) -> DeepLinkResolution {
    DeepLinkResolver.resolve(link, catalog: catalog, userData: .sample)
  }

  @Test func aPageLinkReplacesTheLibraryPathInOneStepAndRecordsThePage() {
    let page = ReaderRoute.page(seriesID: "op", chapter: 1085, page: 3).erased
    #expect(
      resolve(.series(slug: "op", chapter: 1085, page: 3))
        == DeepLinkResolution(
          kind: .ok,
          commands: [
            .dismissAlert, .selectTab("library"), .dismissAll,
            .replacePath([series, chapter, page]),
          ],
          changes: [.recordProgress(ReadingProgress(seriesID: "op", chapter: 1085, page: 3))]))
  }

  @Test func aChapterLinkLandsOnTheChapter() {
    #expect(
      resolve(.series(slug: "op", chapter: 1085, page: nil))
        == DeepLinkResolution(
          kind: .ok,
          commands: [
            .dismissAlert, .selectTab("library"), .dismissAll, .replacePath([series, chapter]),
          ],
          message: nil))
  }

  @Test func aMissingChapterFallsBackToTheSeries() {
    #expect(
      resolve(.series(slug: "op", chapter: 9999, page: 1))
        == DeepLinkResolution(
          kind: .fallback,
          commands: [.dismissAlert, .selectTab("library"), .dismissAll, .replacePath([series])],
          message: "One Piece has no chapter 9999 (chapters 1–1130); showing the series."))
  }

  @Test func aMissingPageFallsBackToTheChapter() {
    #expect(
      resolve(.series(slug: "op", chapter: 1085, page: 18))
        == DeepLinkResolution(
          kind: .fallback,
          commands: [
            .dismissAlert, .selectTab("library"), .dismissAll, .replacePath([series, chapter]),
          ],
          message: "Chapter 1085 of One Piece has no page 18 (pages 1–17); showing the chapter."))
  }

  @Test func aMissingSeriesLandsOnNotFound() {
    #expect(
      resolve(.series(slug: "nope", chapter: 1, page: nil))
        == DeepLinkResolution(
          kind: .failed,
          commands: [
            .dismissAlert, .selectTab("library"), .dismissAll,
            .replacePath([LibraryRoute.series(seriesID: "nope").erased]),
          ],
          message: "No series 'nope' in the catalog."))
  }

  @Test func aNoteLinkOpensTheNoteOnTheNotesTab() {
    let note = FieldNotesRoute.note(noteID: "note-2").erased
    #expect(
      resolve(.note(id: "note-2"))
        == DeepLinkResolution(
          kind: .ok,
          commands: [.dismissAlert, .selectTab("notes"), .dismissAll, .replacePath([note])],
          message: nil))
    let gone = FieldNotesRoute.note(noteID: "note-9").erased
    #expect(
      resolve(.note(id: "note-9"))
        == DeepLinkResolution(
          kind: .ok,
          commands: [.dismissAlert, .selectTab("notes"), .dismissAll, .replacePath([gone])],
          message: "Note note-9 no longer exists."))
  }

  @Test func aForeignLinkChangesNothing() {
    #expect(
      resolve(.foreign("https://example.com"))
        == DeepLinkResolution(
          kind: .ignored, commands: [],
          message: "Ignored https://example.com: not a link this app opens."))
  }
}
