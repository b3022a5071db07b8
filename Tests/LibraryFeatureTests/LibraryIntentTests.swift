import LibraryFeature
import MangaCatalog
import NavigationCore
import Testing
import UserData

struct LibraryIntentTests {
  @Test func tappingASeriesPushesItsDetail() throws {
    let outcome = try makeLibrary().handle(.seriesTapped(seriesID: "op"), in: libraryContext())
    #expect(outcome == Outcome(commands: [.push(LibraryRoute.series(seriesID: "op").erased)]))
  }

  @Test func tappingChaptersPushesTheChapterList() throws {
    let context = libraryContext([LibraryRoute.series(seriesID: "op").erased])
    let outcome = try makeLibrary().handle(.chaptersTapped(seriesID: "op"), in: context)
    #expect(outcome == Outcome(commands: [.push(LibraryRoute.chapters(seriesID: "op").erased)]))
  }

  @Test func continueReadingWithProgressAsksForTheLastReadPage() throws {
    let library = try makeLibrary(
      UserDataState(progress: ["op": ReadingProgress(seriesID: "op", chapter: 1085, page: 3)]))
    let outcome = library.handle(
      .continueReadingTapped(seriesID: "op"),
      in: libraryContext([LibraryRoute.series(seriesID: "op").erased]))
    #expect(
      outcome == Outcome(delegates: [.continueReading(seriesID: "op", chapter: 1085, page: 3)]))
  }

  @Test func theLastReadRowAndAPageNoLongerThereLandOnAPage() throws {
    let library = try makeLibrary(
      UserDataState(progress: ["op": ReadingProgress(seriesID: "op", chapter: 1085, page: 40)]))
    #expect(
      library.handle(.chapterTapped(seriesID: "op", chapter: 1085), in: libraryContext())
        == Outcome(delegates: [.continueReading(seriesID: "op", chapter: 1085, page: 17)]))
    #expect(
      library.handle(.continueReadingTapped(seriesID: "op"), in: libraryContext())
        == Outcome(delegates: [.continueReading(seriesID: "op", chapter: 1085, page: 17)]))
    #expect(
      library.handle(.chapterTapped(seriesID: "op", chapter: 1084), in: libraryContext())
        == Outcome(delegates: [.openChapter(seriesID: "op", chapter: 1084)]))
  }

  @Test func continueReadingWithoutProgressStartsAtChapterOne() throws {
    let outcome = try makeLibrary().handle(
      .continueReadingTapped(seriesID: "op"), in: libraryContext())
    #expect(outcome == Outcome(delegates: [.continueReading(seriesID: "op", chapter: 1, page: 1)]))
  }

  @Test func continueReadingPastTheLastChapterStartsAtChapterOne() throws {
    let library = try makeLibrary(
      UserDataState(progress: ["fma": ReadingProgress(seriesID: "fma", chapter: 500, page: 1)]))
    #expect(
      library.handle(.continueReadingTapped(seriesID: "fma"), in: libraryContext())
        == Outcome(delegates: [.continueReading(seriesID: "fma", chapter: 1, page: 1)]))
  }

  @Test func continueReadingAnUnknownSeriesOnlyExplains() throws {
    let outcome = try makeLibrary().handle(
      .continueReadingTapped(seriesID: "nope"), in: libraryContext())
    #expect(outcome == Outcome(message: "No series has the slug “nope”."))
  }

  @Test func addToListPresentsTheSheet() throws {
    let outcome = try makeLibrary().handle(.addToListTapped(seriesID: "op"), in: libraryContext())
    #expect(
      outcome
        == Outcome(commands: [
          .present(LibraryRoute.addToList(seriesID: "op").erased, style: .sheet)
        ]))
  }

  @Test func choosingAListSetsItAndDismisses() throws {
    let outcome = try makeLibrary().handle(
      .listChosen(seriesID: "op", list: .planToRead), in: libraryContext())
    #expect(
      outcome
        == Outcome(
          commands: [.dismiss], changes: [.setList(seriesID: "op", list: .planToRead)],
          message: "One Piece is on Plan to read."))
  }

  @Test func removingFromTheListClearsItAndDismisses() throws {
    let outcome = try makeLibrary(UserDataState(lists: ["op": .reading])).handle(
      .listChosen(seriesID: "op", list: nil), in: libraryContext())
    #expect(
      outcome
        == Outcome(
          commands: [.dismiss], changes: [.setList(seriesID: "op", list: nil)],
          message: "One Piece is not on a list."))
  }
}
