import MangaCatalog
import NavigationCore
import ReaderFeature
import Testing
import UserData

struct ReaderPageTurnTests {
  private let readingContext = FeatureContext(
    tab: "library", path: [opSeries, opChapter, opPage(3)], route: opPage(3))

  @Test func tappingAPagePushesItAndRecordsProgress() throws {
    let outcome = try makeReader().handle(
      .pageTapped(seriesID: "op", chapter: 1085, page: 4),
      in: FeatureContext(tab: "library", path: [opSeries, opChapter], route: opChapter))
    #expect(outcome == Outcome(commands: [.push(opPage(4))], changes: [recordOP(page: 4)]))
  }

  @Test func nextPageReplacesTheTopInPlaceAndRecordsProgress() throws {
    let outcome = try makeReader().handle(
      .nextPageTapped(seriesID: "op", chapter: 1085, page: 3), in: readingContext)
    #expect(
      outcome
        == Outcome(
          commands: [.replaceTop(opPage(4))], changes: [recordOP(page: 4)]
        ))
  }

  @Test func previousPageReplacesTheTopInPlaceAndRecordsProgress() throws {
    let outcome = try makeReader().handle(
      .previousPageTapped(seriesID: "op", chapter: 1085, page: 3), in: readingContext)
    #expect(
      outcome
        == Outcome(
          commands: [.replaceTop(opPage(2))], changes: [recordOP(page: 2)]
        ))
  }

  @Test func rightToLeftKeepsTheSameTurnsAndLabels() throws {
    let reader = try makeReader(
      UserDataState(settings: AppSettings(readingDirection: .rightToLeft)))
    let outcome = reader.handle(
      .nextPageTapped(seriesID: "op", chapter: 1085, page: 3), in: readingContext)
    #expect(outcome.commands == [.replaceTop(opPage(4))])
  }

  @Test func nextOnTheLastPageOnlyExplains() throws {
    let outcome = try makeReader().handle(
      .nextPageTapped(seriesID: "op", chapter: 1085, page: 17),
      in: FeatureContext(tab: "library", path: [opSeries, opChapter, opPage(17)]))
    #expect(outcome == Outcome(message: "Page 17 is the last page of chapter 1085."))
  }

  @Test func previousOnTheFirstPageOnlyExplains() throws {
    let outcome = try makeReader().handle(
      .previousPageTapped(seriesID: "op", chapter: 1085, page: 1),
      in: FeatureContext(tab: "library", path: [opSeries, opChapter, opPage(1)]))
    #expect(outcome == Outcome(message: "Page 1 is the first page of chapter 1085."))
  }

  @Test func turningAMissingPageOnlyExplains() throws {
    let reader = try makeReader()
    #expect(
      reader.handle(.nextPageTapped(seriesID: "op", chapter: 1085, page: 40), in: readingContext)
        == Outcome(message: "One Piece chapter 1085 has no page 40; pages are 1–17."))
    #expect(
      reader.handle(.nextPageTapped(seriesID: "zz", chapter: 1, page: 1), in: readingContext)
        == Outcome(message: "No series has the slug “zz”."))
  }

  @Test func pageAtTheRootOfAModalIsFollowedNotReplaced() throws {
    let presentation = Presentation(style: .sheet, root: opPage(3))
    let outcome = try makeReader().handle(
      .nextPageTapped(seriesID: "op", chapter: 1085, page: 3),
      in: FeatureContext(tab: "search", path: [], presentation: presentation))
    #expect(outcome == Outcome(commands: [.push(opPage(4))], changes: [recordOP(page: 4)]))
  }

  @Test(arguments: [Int.min, Int.max])
  func extremePagesAndChaptersOnlyExplain(number: Int) throws {
    let reader = try makeReader()
    #expect(
      reader.handle(
        .nextPageTapped(seriesID: "op", chapter: 1085, page: number), in: readingContext)
        == Outcome(message: "One Piece chapter 1085 has no page \(number); pages are 1–17."))
    #expect(
      reader.handle(
        .immersivePreviousPageTapped(seriesID: "op", chapter: 1085, page: number),
        in: readingContext)
        == Outcome(message: "One Piece chapter 1085 has no page \(number); pages are 1–17."))
    #expect(
      reader.handle(.pageTapped(seriesID: "op", chapter: number, page: 1), in: readingContext)
        == Outcome(message: "One Piece has no chapter \(number); chapters are 1–1130."))
  }

  @Test func turningPastAnIntMaxPageCountExplainsWithoutTrapping() {
    let huge = Series(
      id: "huge", title: "Huge", author: "A", chapters: [Chapter(number: 1, pageCount: Int.max)])
    let reader = ReaderFeature(dependencies: .fixed(catalog: Catalog(series: [huge])))
    let last = ReaderRoute.page(seriesID: "huge", chapter: 1, page: Int.max).erased
    let context = FeatureContext(tab: "library", path: [last])
    #expect(
      reader.handle(.nextPageTapped(seriesID: "huge", chapter: 1, page: Int.max), in: context)
        == Outcome(message: "Page 9223372036854775807 is the last page of chapter 1."))
    #expect(
      reader.handle(
        .immersiveNextPageTapped(seriesID: "huge", chapter: 1, page: Int.max), in: context)
        == Outcome(message: "Page 9223372036854775807 is the last page of chapter 1."))
    let before = ReaderRoute.page(seriesID: "huge", chapter: 1, page: Int.max - 1)
    #expect(
      reader.handle(.previousPageTapped(seriesID: "huge", chapter: 1, page: Int.max), in: context)
        == Outcome(
          commands: [.replaceTop(before.erased)],
          changes: [
            .recordProgress(ReadingProgress(seriesID: "huge", chapter: 1, page: Int.max - 1))
          ]))
  }
}
