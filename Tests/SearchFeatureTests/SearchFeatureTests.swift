import MangaCatalog
import NavigationCore
import SearchFeature
import Testing

@MainActor
struct SearchFeatureTests {
  @Test func homeHasTheSearchField() throws {
    let search = try makeSearch()
    #expect(search.tab == "search")
    #expect(search.tabRoot == .home)
    #expect(SearchFeature.name == "search")
    let screen = search.screen(for: .home, in: searchContext)
    #expect(
      screen
        == Screen(
          title: "Search", body: "Search by title, original or romanized title, or abbreviation.",
          textInput: TextInput(label: "Search", intent: { _ in tap(.queryTyped(text: "")) })))
    #expect(screen.textInput?.intent(for: "one") == tap(.queryTyped(text: "one")))
  }

  @Test func resultsListBestMatchFirstWithTheSearchField() throws {
    let screen = try makeSearch().screen(for: .results(query: "one"), in: searchContext)
    #expect(screen.title == "Results")
    #expect(screen.state == .content)
    #expect(screen.body == "2 series match “one”.")
    #expect(
      screen.rows == [
        ScreenRow("One Piece", intent: tap(.resultTapped(seriesID: "op"))),
        ScreenRow("One-Punch Man", intent: tap(.resultTapped(seriesID: "opm"))),
      ])
    #expect(screen.textInput?.label == "Search")
    #expect(screen.textInput?.text == "one")
    #expect(screen.textInput?.intent(for: "two") == tap(.queryTyped(text: "two")))
  }

  @Test func caseDoesNotMatter() throws {
    let screen = try makeSearch().screen(for: .results(query: "ONE PIECE"), in: searchContext)
    #expect(screen.body == "1 series matches “ONE PIECE”.")
    #expect(screen.rows == [ScreenRow("One Piece", intent: tap(.resultTapped(seriesID: "op")))])
  }

  @Test(arguments: [
    ("hiro akademia", "mha", "My Hero Academia", "Boku no Hīrō Akademia"),
    ("shingeki", "aot", "Attack on Titan", "Shingeki no Kyojin"),
    ("soso no", "frieren", "Frieren: Beyond Journey's End", "Sōsō no Furīren"),
    ("CHENSO", "csm", "Chainsaw Man", "Chensō Man"),
  ])
  func diacriticsDoNotMatterInAlternativeTitles(
    query: String, id: String, title: String, alternative: String
  ) throws {
    let screen = try makeSearch().screen(for: .results(query: query), in: searchContext)
    #expect(
      screen.rows == [
        ScreenRow(title, detail: alternative, intent: tap(.resultTapped(seriesID: id)))
      ])
  }

  @Test func accentedQueryFindsThePlainTitle() throws {
    let screen = try makeSearch().screen(for: .results(query: "jūjutsu"), in: searchContext)
    #expect(
      screen.rows == [ScreenRow("Jujutsu Kaisen", intent: tap(.resultTapped(seriesID: "jjk")))])
  }

  @Test func noResultsIsARowlessContentScreen() throws {
    let screen = try makeSearch().screen(for: .results(query: "zzz"), in: searchContext)
    #expect(
      screen
        == Screen(
          title: "Results", body: "No series match “zzz”.",
          textInput: TextInput(
            label: "Search", text: "zzz", intent: { _ in tap(.queryTyped(text: "")) })
        ))
  }

  @Test func allPunctuationQueryShowsTheNoResultsScreen() throws {
    let search = try makeSearch()
    #expect(
      search.handle(.queryTyped(text: " !!! "), in: searchContext)
        == Outcome(commands: [.replacePath([SearchRoute.results(query: "!!!").erased])]))
    let screen = search.screen(for: .results(query: "!!!"), in: searchContext)
    #expect(screen.body == "No series match “!!!”.")
    #expect(screen.rows.isEmpty)
    #expect(screen.state == .content)
  }

  @Test func typingReplacesThePathWithTheResults() throws {
    let search = try makeSearch()
    #expect(
      search.handle(.queryTyped(text: "  naruto "), in: searchContext)
        == Outcome(commands: [.replacePath([SearchRoute.results(query: "naruto").erased])]))
    let onResults = FeatureContext(
      tab: "search", path: [SearchRoute.results(query: "naruto").erased])
    #expect(
      search.handle(.queryTyped(text: "bleach"), in: onResults)
        == Outcome(commands: [.replacePath([SearchRoute.results(query: "bleach").erased])]))
  }

  @Test func typingNothingClearsThePath() throws {
    let onResults = FeatureContext(tab: "search", path: [SearchRoute.results(query: "one").erased])
    #expect(
      try makeSearch().handle(.queryTyped(text: "  "), in: onResults)
        == Outcome(commands: [.replacePath([])]))
  }

  @Test func tappingAResultAsksToOpenTheSeries() throws {
    #expect(
      try makeSearch().handle(.resultTapped(seriesID: "op"), in: searchContext)
        == Outcome(delegates: [.openSeries(seriesID: "op")]))
  }
}
