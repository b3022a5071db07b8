import MangaCatalog
import NavigationCore
import ReaderFeature
import Testing
import UserData

@MainActor
struct ReaderLeavingTests {
  @Test func donePushedPopsTheReaderRoutesOnTop() throws {
    let outcome = try makeReader().handle(
      .doneTapped,
      in: FeatureContext(tab: "library", path: [opSeries, opChapter, opPage(3)], route: opPage(3)))
    #expect(outcome == Outcome(commands: [.popCount(2)]))
  }

  @Test func donePushedOnAnotherTabEmptiesAPathOfReaderRoutes() throws {
    let outcome = try makeReader().handle(
      .doneTapped, in: FeatureContext(tab: "search", path: [opChapter, opPage(3)]))
    #expect(outcome == Outcome(commands: [.popCount(2)]))
  }

  @Test func donePresentedDismisses() throws {
    let presentation = Presentation(
      style: .sheet, root: opChapter, stack: NavigationStackState(path: [opPage(2)]))
    let outcome = try makeReader().handle(
      .doneTapped,
      in: FeatureContext(tab: "library", path: [opPage(2)], presentation: presentation))
    #expect(outcome == Outcome(commands: [.dismiss]))
  }

  @Test func donePushedInsideAnotherFeaturesSheetCutsTheSheetsPath() throws {
    let presentation = Presentation(
      style: .sheet, root: opSeries,
      stack: NavigationStackState(path: [opChapter, opPage(2)]))
    let outcome = try makeReader().handle(
      .doneTapped,
      in: FeatureContext(tab: "library", path: [opChapter, opPage(2)], presentation: presentation))
    #expect(outcome == Outcome(commands: [.popCount(2)]))
  }

  @Test func immersivePresentsAFullScreenCover() throws {
    let outcome = try makeReader().handle(
      .immersiveTapped, in: showing(opPageRoute(3)))
    #expect(
      outcome
        == Outcome(commands: [
          .present(
            ReaderRoute.immersive(seriesID: "op", chapter: 1085, page: 3).erased,
            style: .fullScreenCover)
        ]))
  }

  @Test func immersiveTurnsSwapTheCoverAndThePageBelowInOneOutcome() throws {
    let context = covering(.immersive(seriesID: "op", chapter: 1085, page: 3))
    let reader = try makeReader()
    #expect(
      reader.handle(.immersiveNextPageTapped, in: context)
        == Outcome(
          commands: [
            .dismiss,
            .replaceTop(ReaderRoute.page(seriesID: "op", chapter: 1085, page: 4).erased),
            .present(
              ReaderRoute.immersive(seriesID: "op", chapter: 1085, page: 4).erased,
              style: .fullScreenCover),
          ], changes: [recordOP(page: 4)]))
    #expect(
      reader.handle(.immersivePreviousPageTapped, in: context)
        == Outcome(
          commands: [
            .dismiss,
            .replaceTop(ReaderRoute.page(seriesID: "op", chapter: 1085, page: 2).erased),
            .present(
              ReaderRoute.immersive(seriesID: "op", chapter: 1085, page: 2).erased,
              style: .fullScreenCover),
          ], changes: [recordOP(page: 2)]))
    #expect(
      reader.handle(
        .immersiveNextPageTapped,
        in: covering(.immersive(seriesID: "op", chapter: 1085, page: 17)))
        == Outcome(message: "Page 17 is the last page of chapter 1085."))
  }

  @Test func exitImmersiveAndDoneInTheCoverDismiss() throws {
    let cover = ReaderRoute.immersive(seriesID: "op", chapter: 1085, page: 3).erased
    let context = FeatureContext(
      tab: "library", presentation: Presentation(style: .fullScreenCover, root: cover))
    let reader = try makeReader()
    #expect(reader.handle(.exitImmersiveTapped, in: context) == Outcome(commands: [.dismiss]))
    #expect(reader.handle(.doneTapped, in: context) == Outcome(commands: [.dismiss]))
  }
}
