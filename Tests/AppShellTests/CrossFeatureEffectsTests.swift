import AppShell
import FieldNotesFeature
import LibraryFeature
import MangaCatalog
import NavigationCore
import NavigationRouter
import ReaderFeature
import SearchFeature
import SettingsFeature
import Testing
import UserData

struct CrossFeatureEffectsTests {
  private func map<E: Sendable>(_ effects: [E], feature: String) -> CrossFeatureEffects.Mapped {
    CrossFeatureEffects.map(AnyOutcome(Outcome(effects: effects), feature: feature))
  }

  @Test func continueReadingReplacesThePathWithTheSeriesAndChapter() {
    #expect(
      map([LibraryEffect.continueReading(seriesID: "op", chapter: 1085)], feature: "library")
        == CrossFeatureEffects.Mapped(commands: [
          .replacePath([
            LibraryRoute.series(seriesID: "op").erased,
            ReaderRoute.chapter(seriesID: "op", chapter: 1085).erased,
          ])
        ]))
  }

  @Test func openingAChapterPushesTheReader() {
    #expect(
      map([LibraryEffect.openChapter(seriesID: "jjk", chapter: 2)], feature: "library")
        == CrossFeatureEffects.Mapped(commands: [
          .push(ReaderRoute.chapter(seriesID: "jjk", chapter: 2).erased)
        ]))
  }

  @Test func aSearchResultPushesTheSeries() {
    #expect(
      map([SearchEffect.openSeries(seriesID: "aot")], feature: "search")
        == CrossFeatureEffects.Mapped(commands: [.push(LibraryRoute.series(seriesID: "aot").erased)]
        ))
  }

  @Test func dataEffectsOfEveryFeatureBecomeChangesInOrder() {
    let progress = UserDataChange.recordProgress(
      ReadingProgress(seriesID: "op", chapter: 1, page: 2))
    #expect(map([ReaderEffect.data(progress)], feature: "reader").changes == [progress])
    #expect(
      map([SettingsEffect.data(.resetAllProgress)], feature: "settings").changes == [
        .resetAllProgress
      ])
    #expect(
      map(
        [FieldNotesEffect.data(.deleteNote("note-1")), .data(.unlockNote("note-3"))],
        feature: "fieldnotes"
      )
      .changes == [.deleteNote("note-1"), .unlockNote("note-3")])
    #expect(
      map([LibraryEffect.data(.setList(seriesID: "op", list: .reading))], feature: "library")
        == CrossFeatureEffects.Mapped(changes: [.setList(seriesID: "op", list: .reading)]))
  }
}
