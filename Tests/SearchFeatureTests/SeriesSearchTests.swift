import MangaCatalog
import SearchFeature
import Testing

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
}
