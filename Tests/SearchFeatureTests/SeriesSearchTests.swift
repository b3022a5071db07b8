import MangaCatalog
import SearchFeature
import Testing

@MainActor
struct SeriesSearchTests {
  @Test func ranksByKindThenTitleBeforeAlternativeThenTitle() {
    let catalog = Catalog(series: [
      fixtureSeries("e", "Akaisen"),
      fixtureSeries("c", "Jūjutsu Kaisen"),
      fixtureSeries("f", "Alpha", ["Kaisen Nights"]),
      fixtureSeries("d", "Zed", ["Kaisen"]),
      fixtureSeries("b", "Kaisen Days"),
      fixtureSeries("g", "Big Kaisen"),
      fixtureSeries("a", "Kaisen"),
      fixtureSeries("h", "Unrelated", ["Nothing"]),
    ])
    let matches = SeriesSearch.matches(for: "kaisen", in: catalog)
    #expect(matches.map(\.series.id) == ["a", "d", "b", "f", "g", "c", "e"])
    #expect(
      matches.map(\.kind) == [
        .exact, .exact, .prefix, .prefix, .wordPrefix, .wordPrefix, .substring,
      ])
    #expect(
      matches.map(\.alternativeTitle) == [nil, "Kaisen", nil, "Kaisen Nights", nil, nil, nil])
  }

  @Test func foldsDiacriticsOnBothSides() {
    let catalog = Catalog(series: [fixtureSeries("jjk", "Jūjutsu Kaisen")])
    #expect(SeriesSearch.matches(for: "jujutsu", in: catalog).map(\.series.id) == ["jjk"])
    #expect(SeriesSearch.matches(for: "JŪJUTSU KAISEN", in: catalog).map(\.kind) == [.exact])
  }

  @Test func aSeriesCountsOnceWithItsBestMatch() {
    let catalog = Catalog(series: [fixtureSeries("s", "Kaisen", ["Kaisen", "The Kaisen"])])
    #expect(
      SeriesSearch.matches(for: "kaisen", in: catalog)
        == [
          SearchMatch(series: fixtureSeries("s", "Kaisen", ["Kaisen", "The Kaisen"]), kind: .exact)
        ])
  }

  @Test func wordPrefixIsFoundAfterAnEarlierSubstring() {
    let catalog = Catalog(series: [fixtureSeries("s", "Cab-ab")])
    #expect(SeriesSearch.matches(for: "ab", in: catalog).map(\.kind) == [.wordPrefix])
  }

  @Test func emptyOrBlankQueriesMatchNothing() throws {
    let catalog = try Catalog.bundled()
    #expect(SeriesSearch.matches(for: "", in: catalog).isEmpty)
    #expect(SeriesSearch.matches(for: "   ", in: catalog).isEmpty)
  }

  @Test func bundledCatalogFindsAbbreviationsFirst() throws {
    let matches = SeriesSearch.matches(for: "op", in: try Catalog.bundled())
    #expect(matches.map(\.series.id) == ["op", "opm"])
    #expect(matches.map(\.alternativeTitle) == ["OP", "OPM"])
  }

  @Test(arguments: [
    ("Frieren: Beyond Journey's End", "frieren beyond journeys end"),
    ("Spy × Family", "spy family"),
    ("One-Punch Man", "one punch man"),
    ("  Ｏｎｅ　Ｐｉｅｃｅ  ", "one piece"),
    ("Journey’s  End!!", "journeys end"),
    ("Jūjutsu\tKaisen\n", "jujutsu kaisen"),
    ("!!!", ""),
    ("", ""),
  ])
  func normalizeFoldsAndTurnsPunctuationIntoSingleSpaces(text: String, normalized: String) {
    #expect(SeriesSearch.normalize(text) == normalized)
  }

  @Test(arguments: [
    ("one punch man", "opm", SearchMatch.Kind.exact, nil as String?),
    ("onepunch", "opm", .substring, nil),
    ("spy family", "spy-family", .exact, nil),
    ("frieren beyond", "frieren", .prefix, nil),
    ("demon slayer kimetsu", "kny", .prefix, nil),
    ("journeys end", "frieren", .wordPrefix, nil),
    ("journey’s end", "frieren", .wordPrefix, nil),
    ("ＳＰＹ", "spy-family", .prefix, nil),
    ("kimetsu-no-yaiba", "kny", .exact, "Kimetsu no Yaiba"),
  ])
  func punctuationAndWidthDoNotMatter(
    query: String, id: String, kind: SearchMatch.Kind, alternative: String?
  ) throws {
    let matches = SeriesSearch.matches(for: query, in: try Catalog.bundled())
    let first = try #require(matches.first)
    #expect(first.series.id == id)
    #expect(first.kind == kind)
    #expect(first.alternativeTitle == alternative)
  }

  @Test func spacelessFormsAreOnlyASubstringFallback() {
    let catalog = Catalog(series: [
      fixtureSeries("a", "Onepunch"),
      fixtureSeries("b", "One-Punch Man"),
      fixtureSeries("c", "The Onepunch"),
    ])
    let matches = SeriesSearch.matches(for: "onepunch", in: catalog)
    #expect(matches.map(\.series.id) == ["a", "c", "b"])
    #expect(matches.map(\.kind) == [.exact, .wordPrefix, .substring])
  }

  @Test(arguments: ["!!!", "’", " - ", "×"])
  func queriesWithoutLettersOrDigitsMatchNothing(query: String) throws {
    #expect(SeriesSearch.matches(for: query, in: try Catalog.bundled()).isEmpty)
  }
}
