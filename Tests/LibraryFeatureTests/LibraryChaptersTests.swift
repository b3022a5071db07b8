import LibraryFeature
import MangaCatalog
import NavigationCore
import Testing
import UserData

@MainActor
struct LibraryChaptersTests {
  @Test func longSeriesWithoutProgressShowsTheLatestThirtyChapters() throws {
    let screen = try makeLibrary().screen(for: .chapters(seriesID: "op"), in: libraryContext())
    #expect(screen.title == "Chapters")
    #expect(
      screen.body
        == "One Piece: Chapters 1101–1130 of 1130. Type a chapter number to open any chapter.")
    #expect(screen.rows.map(\.label) == (1101...1130).map { "Chapter \($0)" })
    #expect(
      screen.rows.first
        == ScreenRow("Chapter 1101", intent: tap(.chapterTapped(chapter: 1101))))
    let input = try #require(screen.textInput)
    #expect(input.label == "Chapter number")
    #expect(input.text == "")
    #expect(input.intent(for: "12") == tap(.chapterNumberTyped(text: "12")))
  }

  @Test func longSeriesWithProgressShowsTheLastReadNeighbourhood() throws {
    let library = try makeLibrary(
      UserDataState(progress: ["op": ReadingProgress(seriesID: "op", chapter: 1085, page: 3)]))
    let screen = library.screen(for: .chapters(seriesID: "op"), in: libraryContext())
    #expect(screen.rows.map(\.label) == (1071...1100).map { "Chapter \($0)" })
    #expect(screen.rows[14].detail == "Last read, page 3")
    #expect(screen.rows.filter { $0.detail != nil }.count == 1)
  }

  @Test func chapterTitlesAndLastReadShareTheDetail() throws {
    let library = try makeLibrary(
      UserDataState(progress: ["op": ReadingProgress(seriesID: "op", chapter: 1, page: 2)]))
    let screen = library.screen(for: .chapters(seriesID: "op"), in: libraryContext())
    #expect(screen.rows.map(\.label) == (1...30).map { "Chapter \($0)" })
    #expect(screen.rows[0].detail == "Romance Dawn · Last read, page 2")
  }

  @Test func oneChapterSeriesListsItsOnlyChapter() throws {
    let screen = try makeLibrary().screen(
      for: .chapters(seriesID: "look-back"), in: libraryContext())
    #expect(screen.body == "Look Back: 1 chapter. Type a chapter number to open any chapter.")
    #expect(
      screen.rows
        == [ScreenRow("Chapter 1", intent: tap(.chapterTapped(chapter: 1)))])
  }

  @Test func chapterWindowStaysWithinTheSeries() {
    #expect(LibraryDestinations.chapterWindow(chapterCount: 12, lastRead: 5) == 1...12)
    #expect(LibraryDestinations.chapterWindow(chapterCount: 30, lastRead: nil) == 1...30)
    #expect(LibraryDestinations.chapterWindow(chapterCount: 100, lastRead: 3) == 1...30)
    #expect(LibraryDestinations.chapterWindow(chapterCount: 100, lastRead: 50) == 36...65)
    #expect(LibraryDestinations.chapterWindow(chapterCount: 100, lastRead: 99) == 71...100)
    #expect(LibraryDestinations.chapterWindow(chapterCount: 100, lastRead: 400) == 71...100)
  }

  @Test func chapterWindowWithExtremeNumbersNeverTraps() {
    #expect(LibraryDestinations.chapterWindow(chapterCount: 100, lastRead: Int.min) == 71...100)
    #expect(LibraryDestinations.chapterWindow(chapterCount: 100, lastRead: Int.max) == 71...100)
    #expect(
      LibraryDestinations.chapterWindow(chapterCount: Int.max, lastRead: Int.max)
        == (Int.max - 29)...Int.max)
    #expect(
      LibraryDestinations.chapterWindow(chapterCount: Int.max, lastRead: nil)
        == (Int.max - 29)...Int.max)
    #expect(LibraryDestinations.chapterWindow(chapterCount: Int.max, lastRead: 1) == 1...30)
    #expect(LibraryDestinations.chapterWindow(chapterCount: Int.min, lastRead: Int.min) == 1...1)
    #expect(LibraryDestinations.chapterWindow(chapterCount: 0, lastRead: 5) == 1...1)
  }

  @Test(arguments: [Int.min, Int.max])
  func extremeProgressFallsBackWithoutTrapping(chapter: Int) throws {
    let library = try makeLibrary(
      UserDataState(progress: ["op": ReadingProgress(seriesID: "op", chapter: chapter, page: 1)]))
    let chapters = library.screen(for: .chapters(seriesID: "op"), in: libraryContext())
    #expect(chapters.rows.map(\.label) == (1101...1130).map { "Chapter \($0)" })
    let detail = library.screen(for: .series(seriesID: "op"), in: libraryContext())
    #expect(detail.rows.first?.detail == "Start reading")
    #expect(
      library.handle(.continueReadingTapped, in: showing(.series(seriesID: "op")))
        == Outcome(delegates: [.continueReading(seriesID: "op", chapter: 1, page: 1)]))
    #expect(
      library.handle(.chapterTapped(chapter: chapter), in: showing(.chapters(seriesID: "op")))
        == .rejected("One Piece has no chapter \(chapter); chapters are 1–1130."))
  }

  @Test func typingAChapterNumberOpensIt() throws {
    let outcome = try makeLibrary().handle(
      .chapterNumberTyped(text: " 1085 "), in: showing(.chapters(seriesID: "op")))
    #expect(outcome == Outcome(delegates: [.openChapter(seriesID: "op", chapter: 1085)]))
  }

  @Test(arguments: [
    ("abc", "“abc” is not a chapter of One Piece; type a number from 1–1130."),
    ("0", "“0” is not a chapter of One Piece; type a number from 1–1130."),
    ("1131", "“1131” is not a chapter of One Piece; type a number from 1–1130."),
    ("  ", "Type a chapter number of One Piece (1–1130)."),
    (
      "-9223372036854775808",
      "“-9223372036854775808” is not a chapter of One Piece; type a number from 1–1130."
    ),
    (
      "9223372036854775807",
      "“9223372036854775807” is not a chapter of One Piece; type a number from 1–1130."
    ),
    (
      "99999999999999999999",
      "“99999999999999999999” is not a chapter of One Piece; type a number from 1–1130."
    ),
  ])
  func badChapterNumbersAreRejectedNamingTheInput(text: String, message: String) throws {
    let outcome = try makeLibrary().handle(
      .chapterNumberTyped(text: text), in: showing(.chapters(seriesID: "op")))
    #expect(outcome == .rejected(message))
    #expect(outcome.message == nil)
  }

  @Test func tappingAChapterOpensItInTheReader() throws {
    let library = try makeLibrary()
    #expect(
      library.handle(.chapterTapped(chapter: 1100), in: showing(.chapters(seriesID: "op")))
        == Outcome(delegates: [.openChapter(seriesID: "op", chapter: 1100)]))
    #expect(
      library.handle(.chapterTapped(chapter: 2000), in: showing(.chapters(seriesID: "op")))
        == .rejected("One Piece has no chapter 2000; chapters are 1–1130."))
  }
}
