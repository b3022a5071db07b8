import LibraryFeature
import MangaCatalog
import NavigationCore
import Testing
import UserData

@MainActor
struct LibraryScreenTests {
  @Test func seriesListShowsEverySeriesWithItsList() throws {
    let library = try makeLibrary(UserDataState(lists: ["op": .reading]))
    let screen = library.screen(for: .seriesList, in: libraryContext())
    #expect(screen.title == "Library")
    #expect(screen.state == .content)
    #expect(screen.rows.count == (try Catalog.bundled().series.count))
    #expect(
      screen.rows[0]
        == ScreenRow("One Piece", detail: "Reading", intent: tap(.seriesTapped(seriesID: "op"))))
    #expect(
      screen.rows[1]
        == ScreenRow("Attack on Titan", detail: nil, intent: tap(.seriesTapped(seriesID: "aot"))))
    #expect(library.tab == "library")
    #expect(library.tabRoot == .seriesList)
    #expect(LibraryFeature.name == "library")
  }

  @Test func seriesDetailWithoutProgressOffersToStart() throws {
    let library = try makeLibrary()
    let screen = library.screen(for: .series(seriesID: "op"), in: libraryContext())
    #expect(
      screen
        == Screen(
          title: "One Piece",
          body: "by Eiichiro Oda\n1130 chapters\nNot on a list",
          rows: [
            ScreenRow(
              "Continue reading", detail: "Start reading",
              intent: tap(.continueReadingTapped)),
            ScreenRow("Chapters", detail: "1130", intent: tap(.chaptersTapped)),
            ScreenRow("Add to list", detail: nil, intent: tap(.addToListTapped)),
          ]))
  }

  @Test func seriesDetailWithProgressShowsChapterAndList() throws {
    let library = try makeLibrary(
      UserDataState(
        progress: ["op": ReadingProgress(seriesID: "op", chapter: 1085, page: 3)],
        lists: ["op": .reading]))
    let screen = library.screen(for: .series(seriesID: "op"), in: libraryContext())
    #expect(screen.body == "by Eiichiro Oda\n1130 chapters\nList: Reading")
    #expect(screen.rows.map(\.label) == ["Continue reading", "Chapters", "Add to list"])
    #expect(screen.rows.map(\.detail) == ["Chapter 1085", "1130", "Reading"])
  }

  @Test func oneChapterSeriesSaysChapterInTheSingular() throws {
    let screen = try makeLibrary().screen(for: .series(seriesID: "look-back"), in: libraryContext())
    #expect(screen.body == "by Tatsuki Fujimoto\n1 chapter\nNot on a list")
  }

  @Test func addToListSheetMarksTheCurrentList() throws {
    let library = try makeLibrary(UserDataState(lists: ["op": .completed]))
    let screen = library.screen(for: .addToList(seriesID: "op"), in: libraryContext())
    #expect(
      screen
        == Screen(
          title: "Add to list", body: "Choose a list for One Piece.",
          rows: [
            ScreenRow(
              "Reading", detail: nil, intent: tap(.listChosen(list: .reading))),
            ScreenRow(
              "Completed", detail: "Current",
              intent: tap(.listChosen(list: .completed))),
            ScreenRow(
              "Plan to read", detail: nil,
              intent: tap(.listChosen(list: .planToRead))),
            ScreenRow(
              "Remove from list", detail: nil, intent: tap(.listChosen(list: nil))),
          ]))
  }

  @Test func addToListSheetSaysWhenNotOnAList() throws {
    let screen = try makeLibrary().screen(for: .addToList(seriesID: "op"), in: libraryContext())
    #expect(screen.rows.map(\.detail) == [nil, nil, nil, "Not on a list"])
  }

  @Test(arguments: [
    LibraryRoute.series(seriesID: "nope"), .chapters(seriesID: "nope"),
    .addToList(seriesID: "nope"),
  ])
  func unknownSeriesIsNotFoundNamingTheSlug(route: LibraryRoute) throws {
    let screen = try makeLibrary().screen(for: route, in: libraryContext())
    #expect(
      screen
        == Screen(
          title: "Series not found", state: .notFound, body: "No series has the slug “nope”."))
  }
}
