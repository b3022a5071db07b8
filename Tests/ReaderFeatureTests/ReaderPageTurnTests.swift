import MangaCatalog
import NavigationCore
import ReaderFeature
import Testing
import UserData

@MainActor
struct ReaderPageTurnTests {
  private let readingContext = showing(opPageRoute(3))

  @Test func tappingAPagePushesItAndRecordsProgress() throws {
    let outcome = try makeReader().handle(
      .pageTapped(page: 4),
      in: showing(.chapter(seriesID: "op", chapter: 1085), below: [opSeries]))
    #expect(outcome == Outcome(commands: [.push(opPage(4))], changes: [recordOP(page: 4)]))
  }

  @Test func nextPageReplacesTheTopInPlaceAndRecordsProgress() throws {
    let outcome = try makeReader().handle(.nextPageTapped, in: readingContext)
    #expect(
      outcome
        == Outcome(
          commands: [.replaceTop(opPage(4))], changes: [recordOP(page: 4)]
        ))
  }

  @Test func previousPageReplacesTheTopInPlaceAndRecordsProgress() throws {
    let outcome = try makeReader().handle(.previousPageTapped, in: readingContext)
    #expect(
      outcome
        == Outcome(
          commands: [.replaceTop(opPage(2))], changes: [recordOP(page: 2)]
        ))
  }

  @Test func rightToLeftKeepsTheSameTurnsAndLabels() throws {
    let reader = try makeReader(
      UserDataState(settings: AppSettings(readingDirection: .rightToLeft)))
    let outcome = reader.handle(.nextPageTapped, in: readingContext)
    #expect(outcome.commands == [.replaceTop(opPage(4))])
  }

  @Test func nextOnTheLastPageOnlyExplains() throws {
    let outcome = try makeReader().handle(.nextPageTapped, in: showing(opPageRoute(17)))
    #expect(outcome == Outcome(message: "Page 17 is the last page of chapter 1085."))
  }

  @Test func previousOnTheFirstPageOnlyExplains() throws {
    let outcome = try makeReader().handle(.previousPageTapped, in: showing(opPageRoute(1)))
    #expect(outcome == Outcome(message: "Page 1 is the first page of chapter 1085."))
  }

  @Test func turningAMissingPageOnlyExplains() throws {
    let reader = try makeReader()
    #expect(
      reader.handle(.nextPageTapped, in: showing(opPageRoute(40)))
        == Outcome(message: "One Piece chapter 1085 has no page 40; pages are 1–17."))
    #expect(
      reader.handle(.nextPageTapped, in: showing(.page(seriesID: "zz", chapter: 1, page: 1)))
        == Outcome(message: "No series has the slug “zz”."))
  }

  @Test func pageAtTheRootOfAModalIsFollowedNotReplaced() throws {
    let presentation = Presentation(style: .sheet, root: opPage(3))
    let outcome = try makeReader().handle(
      .nextPageTapped,
      in: FeatureContext(tab: "search", path: [], presentation: presentation, route: opPage(3)))
    #expect(outcome == Outcome(commands: [.push(opPage(4))], changes: [recordOP(page: 4)]))
  }

  @Test(arguments: [Int.min, Int.max])
  func extremePagesAndChaptersOnlyExplain(number: Int) throws {
    let reader = try makeReader()
    #expect(
      reader.handle(.nextPageTapped, in: showing(opPageRoute(number)))
        == Outcome(message: "One Piece chapter 1085 has no page \(number); pages are 1–17."))
    #expect(
      reader.handle(
        .immersivePreviousPageTapped,
        in: covering(.immersive(seriesID: "op", chapter: 1085, page: number)))
        == Outcome(message: "One Piece chapter 1085 has no page \(number); pages are 1–17."))
    #expect(
      reader.handle(
        .pageTapped(page: 1),
        in: showing(.chapter(seriesID: "op", chapter: number), below: [opSeries]))
        == Outcome(message: "One Piece has no chapter \(number); chapters are 1–1130."))
  }

  @Test func turningPastAnIntMaxPageCountExplainsWithoutTrapping() {
    let huge = Series(
      id: "huge", title: "Huge", author: "A", chapters: [Chapter(number: 1, pageCount: Int.max)])
    let reader = ReaderFeature(dependencies: .fixed(catalog: Catalog(series: [huge])))
    let last = ReaderRoute.page(seriesID: "huge", chapter: 1, page: Int.max)
    let context = showing(last, below: [])
    #expect(
      reader.handle(.nextPageTapped, in: context)
        == Outcome(message: "Page 9223372036854775807 is the last page of chapter 1."))
    #expect(
      reader.handle(
        .immersiveNextPageTapped,
        in: covering(.immersive(seriesID: "huge", chapter: 1, page: Int.max)))
        == Outcome(message: "Page 9223372036854775807 is the last page of chapter 1."))
    let before = ReaderRoute.page(seriesID: "huge", chapter: 1, page: Int.max - 1)
    #expect(
      reader.handle(.previousPageTapped, in: context)
        == Outcome(
          commands: [.replaceTop(before.erased)],
          changes: [
            .recordProgress(ReadingProgress(seriesID: "huge", chapter: 1, page: Int.max - 1))
          ]))
  }

  @Test func anIntentFromAnotherReaderScreenIsRefusedNamingWhereItCameFrom() throws {
    let reader = try makeReader()
    #expect(
      reader.handle(.nextPageTapped, in: showing(.chapter(seriesID: "op", chapter: 1085)))
        == .rejected("This reader action belongs to a page's screen; it came from reader.chapter."))
    #expect(
      reader.handle(.immersiveNextPageTapped, in: readingContext)
        == .rejected(
          "This reader action belongs to the immersive screen; it came from reader.page."))
    #expect(
      reader.handle(.pageTapped(page: 2), in: FeatureContext(tab: "library"))
        == .rejected(
          "This reader action belongs to a chapter's screen; it came from the library tab's root."
        ))
  }
}
