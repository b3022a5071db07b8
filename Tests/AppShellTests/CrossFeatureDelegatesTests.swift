import AppShell
import FieldNotesFeature
import LibraryFeature
import NavigationCore
import ReaderFeature
import SearchFeature
import Testing

struct CrossFeatureDelegatesTests {
  private let context = FeatureContext(tab: "library")

  @Test func continueReadingPushesTheChapterAndPageOnTheStackItCameFrom() {
    #expect(
      CrossFeatureDelegates.commands(
        for: LibraryDelegate.continueReading(seriesID: "op", chapter: 1085, page: 3),
        from: context)
        == [
          .push(ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased),
          .push(ReaderRoute.page(seriesID: "op", chapter: 1085, page: 3).erased),
        ])
  }

  @Test func aNotesSeriesRowPushesTheSeries() {
    #expect(
      CrossFeatureDelegates.commands(
        for: FieldNotesDelegate.openSeries(seriesID: "op"), from: FeatureContext(tab: "notes"))
        == [.push(LibraryRoute.series(seriesID: "op").erased)])
  }

  @Test func openingAChapterPushesTheReader() {
    #expect(
      CrossFeatureDelegates.commands(
        for: LibraryDelegate.openChapter(seriesID: "jjk", chapter: 2), from: context)
        == [.push(ReaderRoute.chapter(seriesID: "jjk", chapter: 2).erased)])
  }

  @Test func aSearchResultPushesTheSeries() {
    #expect(
      CrossFeatureDelegates.commands(
        for: SearchDelegate.openSeries(seriesID: "aot"), from: FeatureContext(tab: "search"))
        == [.push(LibraryRoute.series(seriesID: "aot").erased)])
  }
}
