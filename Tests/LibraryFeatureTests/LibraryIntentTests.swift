import LibraryFeature
import MangaCatalog
import NavigationCore
import Testing
import UserData

@MainActor
struct LibraryIntentTests {
  @Test func tappingASeriesPushesItsDetail() throws {
    let outcome = try makeLibrary().handle(.seriesTapped(seriesID: "op"), in: libraryContext())
    #expect(outcome == Outcome(commands: [.push(LibraryRoute.series(seriesID: "op").erased)]))
  }

  @Test func tappingChaptersPushesTheChapterList() throws {
    let outcome = try makeLibrary().handle(.chaptersTapped, in: showing(.series(seriesID: "op")))
    #expect(outcome == Outcome(commands: [.push(LibraryRoute.chapters(seriesID: "op").erased)]))
  }

  @Test func continueReadingWithProgressAsksForTheLastReadPage() throws {
    let library = try makeLibrary(
      UserDataState(progress: ["op": ReadingProgress(seriesID: "op", chapter: 1085, page: 3)]))
    let outcome = library.handle(
      .continueReadingTapped,
      in: showing(.series(seriesID: "op")))
    #expect(
      outcome == Outcome(delegates: [.continueReading(seriesID: "op", chapter: 1085, page: 3)]))
  }

  @Test func theLastReadRowAndAPageNoLongerThereLandOnAPage() throws {
    let library = try makeLibrary(
      UserDataState(progress: ["op": ReadingProgress(seriesID: "op", chapter: 1085, page: 40)]))
    #expect(
      library.handle(.chapterTapped(chapter: 1085), in: showing(.chapters(seriesID: "op")))
        == Outcome(delegates: [.continueReading(seriesID: "op", chapter: 1085, page: 17)]))
    #expect(
      library.handle(.continueReadingTapped, in: showing(.series(seriesID: "op")))
        == Outcome(delegates: [.continueReading(seriesID: "op", chapter: 1085, page: 17)]))
    #expect(
      library.handle(.chapterTapped(chapter: 1084), in: showing(.chapters(seriesID: "op")))
        == Outcome(delegates: [.openChapter(seriesID: "op", chapter: 1084)]))
  }

  @Test func continueReadingWithoutProgressStartsAtChapterOne() throws {
    let outcome = try makeLibrary().handle(
      .continueReadingTapped, in: showing(.series(seriesID: "op")))
    #expect(outcome == Outcome(delegates: [.continueReading(seriesID: "op", chapter: 1, page: 1)]))
  }

  @Test func continueReadingPastTheLastChapterStartsAtChapterOne() throws {
    let library = try makeLibrary(
      UserDataState(progress: ["fma": ReadingProgress(seriesID: "fma", chapter: 500, page: 1)]))
    #expect(
      library.handle(.continueReadingTapped, in: showing(.series(seriesID: "fma")))
        == Outcome(delegates: [.continueReading(seriesID: "fma", chapter: 1, page: 1)]))
  }

  @Test func continueReadingAnUnknownSeriesOnlyExplains() throws {
    let outcome = try makeLibrary().handle(
      .continueReadingTapped, in: showing(.series(seriesID: "nope")))
    #expect(outcome == Outcome(message: "No series has the slug “nope”."))
  }

  @Test func addToListPresentsTheSheet() throws {
    let outcome = try makeLibrary().handle(.addToListTapped, in: showing(.series(seriesID: "op")))
    #expect(
      outcome
        == Outcome(commands: [
          .present(LibraryRoute.addToList(seriesID: "op").erased, style: .sheet)
        ]))
  }

  @Test func choosingAListSetsItAndDismisses() throws {
    let outcome = try makeLibrary().handle(
      .listChosen(list: .planToRead), in: showing(.addToList(seriesID: "op")))
    #expect(
      outcome
        == Outcome(
          commands: [.dismiss], changes: [.setList(seriesID: "op", list: .planToRead)],
          message: "One Piece is on Plan to read."))
  }

  @Test func removingFromTheListClearsItAndDismisses() throws {
    let outcome = try makeLibrary(UserDataState(lists: ["op": .reading])).handle(
      .listChosen(list: nil), in: showing(.addToList(seriesID: "op")))
    #expect(
      outcome
        == Outcome(
          commands: [.dismiss], changes: [.setList(seriesID: "op", list: nil)],
          message: "One Piece is not on a list."))
  }

  @Test func theSeriesComesFromTheScreenTheIntentCameFrom() throws {
    let library = try makeLibrary()
    #expect(
      library.handle(.chaptersTapped, in: showing(.series(seriesID: "fma")))
        == Outcome(commands: [.push(LibraryRoute.chapters(seriesID: "fma").erased)]))
    #expect(
      library.handle(.chapterNumberTyped(text: "3"), in: showing(.chapters(seriesID: "fma")))
        == Outcome(delegates: [.openChapter(seriesID: "fma", chapter: 3)]))
  }

  @Test func anIntentOfASeriesScreenFromElsewhereIsRefusedNamingWhereItCameFrom() throws {
    let library = try makeLibrary()
    #expect(
      library.handle(.chaptersTapped, in: showing(.seriesList))
        == .rejected(
          "This library action belongs to a series' screen; it came from library.seriesList."))
    #expect(
      library.handle(.listChosen(list: .reading), in: libraryContext())
        == .rejected(
          "This library action belongs to a series' screen; it came from the library tab's root."
        ))
  }
}
