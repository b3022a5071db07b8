import MangaCatalog
import NavigationCore
import ReaderFeature
import Testing
import UserData

@MainActor
struct ReaderScreenTests {
  private let context = FeatureContext(tab: "library")

  @Test func chapterListsItsPagesAndMarksTheLastReadOne() throws {
    let reader = try makeReader(
      UserDataState(progress: ["op": ReadingProgress(seriesID: "op", chapter: 1085, page: 3)]))
    let screen = reader.screen(for: .chapter(seriesID: "op", chapter: 1085), in: context)
    #expect(
      screen
        == Screen(
          title: "Chapter 1085", body: "One Piece — Chapter 1085, 17 pages",
          rows: (1...17).map { page in
            ScreenRow(
              "Page \(page)", detail: page == 3 ? "Last read" : nil,
              intent: tap(.pageTapped(page: page)))
          },
          actions: [ScreenAction("Done", intent: tap(.doneTapped))]))
  }

  @Test func chapterBodyNamesTheChapterTitle() throws {
    let screen = try makeReader().screen(for: .chapter(seriesID: "op", chapter: 1), in: context)
    #expect(screen.body == "One Piece — Chapter 1: Romance Dawn, 53 pages")
  }

  @Test func pageShowsPositionDirectionAndActions() throws {
    let screen = try makeReader().screen(
      for: .page(seriesID: "op", chapter: 1085, page: 3), in: context)
    #expect(
      screen
        == Screen(
          title: "Page 3",
          body: "One Piece — Chapter 1085, page 3 of 17\nReading right to left",
          actions: [
            ScreenAction(
              "Next page", intent: tap(.nextPageTapped)),
            ScreenAction(
              "Previous page",
              intent: tap(.previousPageTapped)),
            ScreenAction(
              "Immersive", intent: tap(.immersiveTapped)),
            ScreenAction("Done", intent: tap(.doneTapped)),
          ]))
  }

  @Test(arguments: [
    (AppSettings.ReadingDirection.leftToRight, "Reading left to right"),
    (.vertical, "Reading vertically, top to bottom"),
  ])
  func pageBodyFollowsTheReadingDirection(
    direction: AppSettings.ReadingDirection, line: String
  ) throws {
    let reader = try makeReader(
      UserDataState(settings: AppSettings(readingDirection: direction)))
    let screen = reader.screen(for: .page(seriesID: "op", chapter: 1085, page: 17), in: context)
    #expect(screen.body == "One Piece — Chapter 1085, page 17 of 17\n\(line)")
    #expect(screen.actions.map(\.label) == ["Next page", "Previous page", "Immersive", "Done"])
  }

  @Test func immersiveShowsThePageWithItsOwnActions() throws {
    let screen = try makeReader().screen(
      for: .immersive(seriesID: "op", chapter: 1085, page: 5), in: context)
    #expect(
      screen
        == Screen(
          title: "Immersive",
          body: "One Piece — Chapter 1085, page 5 of 17\nReading right to left",
          actions: [
            ScreenAction(
              "Next page",
              intent: tap(.immersiveNextPageTapped)),
            ScreenAction(
              "Previous page",
              intent: tap(.immersivePreviousPageTapped)),
            ScreenAction("Exit immersive", intent: tap(.exitImmersiveTapped)),
          ]))
  }

  @Test(arguments: [
    (
      ReaderRoute.chapter(seriesID: "nope", chapter: 1), "Series not found",
      "No series has the slug “nope”."
    ),
    (
      .page(seriesID: "nope", chapter: 1, page: 1), "Series not found",
      "No series has the slug “nope”."
    ),
    (
      .chapter(seriesID: "op", chapter: 9999), "Chapter not found",
      "One Piece has no chapter 9999; chapters are 1–1130."
    ),
    (
      .immersive(seriesID: "op", chapter: 0, page: 1), "Chapter not found",
      "One Piece has no chapter 0; chapters are 1–1130."
    ),
    (
      .page(seriesID: "op", chapter: 1085, page: 18), "Page not found",
      "One Piece chapter 1085 has no page 18; pages are 1–17."
    ),
    (
      .immersive(seriesID: "op", chapter: 1085, page: 0), "Page not found",
      "One Piece chapter 1085 has no page 0; pages are 1–17."
    ),
  ])
  func missingDataIsNotFoundNamingIt(route: ReaderRoute, title: String, body: String) throws {
    let screen = try makeReader().screen(for: route, in: context)
    #expect(screen == Screen(title: title, state: .notFound, body: body))
  }
}
