import Foundation
import MangaCatalog
import Testing

struct CatalogLoadingTests {
  private func load(_ json: String) throws(CatalogError) -> Catalog {
    try Catalog.load(from: Data(json.utf8), fileName: "fixture.json")
  }

  private func error(loading json: String) -> CatalogError? {
    do {
      _ = try load(json)
      return nil
    } catch {
      return error
    }
  }

  @Test func expandsCountsAndOverrides() throws {
    let catalog = try load(
      """
      {"series":[{"slug":"tiny","title":"Tiny","author":"A. Author","chapterCount":3,
      "pagesPerChapter":20,"chapterOverrides":[{"number":2,"title":"Middle","pageCount":7}]}]}
      """)
    let series = try #require(catalog.series("tiny"))
    #expect(
      series
        == Series(
          id: "tiny", title: "Tiny", alternativeTitles: [], author: "A. Author",
          chapters: [
            Chapter(number: 1, pageCount: 20),
            Chapter(number: 2, title: "Middle", pageCount: 7),
            Chapter(number: 3, pageCount: 20),
          ]))
  }

  @Test func duplicateSlugIsNamed() {
    let failure = error(
      loading: """
        {"series":[{"slug":"op","title":"A","author":"B","chapterCount":1,"pagesPerChapter":1},
        {"slug":"op","title":"C","author":"D","chapterCount":1,"pagesPerChapter":1}]}
        """)
    #expect(failure == .duplicateSlug(file: "fixture.json", slug: "op"))
    #expect(
      failure?.description
        == "fixture.json: the slug 'op' is used by more than one series; slugs must be unique")
  }

  @Test func chapterCountBelowOneIsNamed() {
    let failure = error(
      loading: """
        {"series":[{"slug":"empty","title":"E","author":"A","chapterCount":0,"pagesPerChapter":5}]}
        """)
    #expect(failure == .invalidChapterCount(file: "fixture.json", slug: "empty", count: 0))
    #expect(
      failure?.description
        == "fixture.json: series 'empty' has chapterCount 0; it needs 1 to 100000")
  }

  @Test func extremeCountsAreNamedWithoutTrapping() {
    #expect(
      error(
        loading: """
          {"series":[{"slug":"s","title":"T","author":"A","chapterCount":9223372036854775807,
          "pagesPerChapter":1}]}
          """)
        == .invalidChapterCount(file: "fixture.json", slug: "s", count: Int.max))
    #expect(
      error(
        loading: """
          {"series":[{"slug":"s","title":"T","author":"A","chapterCount":-9223372036854775808,
          "pagesPerChapter":1}]}
          """)
        == .invalidChapterCount(file: "fixture.json", slug: "s", count: Int.min))
    let failure = error(
      loading: """
        {"series":[{"slug":"s","title":"T","author":"A","chapterCount":2,
        "pagesPerChapter":9223372036854775807}]}
        """)
    #expect(
      failure == .invalidPageCount(file: "fixture.json", slug: "s", chapter: nil, count: Int.max))
    #expect(
      failure?.description
        == "fixture.json: series 's' has pagesPerChapter 9223372036854775807; it needs 1 to 10000")
    #expect(
      error(
        loading: """
          {"series":[{"slug":"s","title":"T","author":"A","chapterCount":2,"pagesPerChapter":3,
          "chapterOverrides":[{"number":-9223372036854775808,"pageCount":1}]}]}
          """)
        == .overrideOutOfRange(file: "fixture.json", slug: "s", chapter: Int.min, chapterCount: 2))
  }

  @Test func pageCountsBelowOneAreNamed() {
    #expect(
      error(
        loading: """
          {"series":[{"slug":"s","title":"T","author":"A","chapterCount":2,"pagesPerChapter":0}]}
          """) == .invalidPageCount(file: "fixture.json", slug: "s", chapter: nil, count: 0))
    let failure = error(
      loading: """
        {"series":[{"slug":"s","title":"T","author":"A","chapterCount":2,"pagesPerChapter":3,
        "chapterOverrides":[{"number":2,"pageCount":-1}]}]}
        """)
    #expect(failure == .invalidPageCount(file: "fixture.json", slug: "s", chapter: 2, count: -1))
    #expect(
      failure?.description
        == "fixture.json: series 's' chapter 2 has pageCount -1; it needs 1 to 10000")
  }

  @Test func overridesOutOfRangeOrRepeatedAreNamed() {
    #expect(
      error(
        loading: """
          {"series":[{"slug":"s","title":"T","author":"A","chapterCount":2,"pagesPerChapter":3,
          "chapterOverrides":[{"number":3,"pageCount":4}]}]}
          """)
        == .overrideOutOfRange(file: "fixture.json", slug: "s", chapter: 3, chapterCount: 2))
    #expect(
      error(
        loading: """
          {"series":[{"slug":"s","title":"T","author":"A","chapterCount":2,"pagesPerChapter":3,
          "chapterOverrides":[{"number":1,"pageCount":4},{"number":1,"title":"X"}]}]}
          """) == .duplicateOverride(file: "fixture.json", slug: "s", chapter: 1))
  }

  @Test func invalidSlugAndEmptyTextAreNamed() {
    #expect(
      error(
        loading: """
          {"series":[{"slug":"One Piece","title":"T","author":"A","chapterCount":1,
          "pagesPerChapter":1}]}
          """) == .invalidSlug(file: "fixture.json", slug: "One Piece"))
    #expect(
      error(
        loading: """
          {"series":[{"slug":"s","title":" ","author":"A","chapterCount":1,"pagesPerChapter":1}]}
          """) == .missingText(file: "fixture.json", slug: "s", field: "title"))
  }

  @Test func missingFieldNamesPathAndSeries() {
    let failure = error(
      loading: """
        {"series":[{"slug":"ok","title":"T","author":"A","chapterCount":1,"pagesPerChapter":1},
        {"slug":"bad","title":"T","author":"A","pagesPerChapter":1}]}
        """)
    #expect(
      failure
        == .malformed(
          file: "fixture.json", reason: "missing field 'chapterCount' in series[1] (series 'bad')"
        ))
  }

  @Test func mistypedFieldAndBrokenJSONAreNamed() {
    #expect(
      error(
        loading: """
          {"series":[{"slug":"s","title":"T","author":"A","chapterCount":"many",
          "pagesPerChapter":1}]}
          """)
        == .malformed(
          file: "fixture.json", reason: "series[0].chapterCount is not of type Int (series 's')"))
    #expect(
      error(loading: "{\"series\":[") == .malformed(file: "fixture.json", reason: "invalid JSON"))
  }
}
