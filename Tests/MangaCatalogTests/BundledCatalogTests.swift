import Foundation
import MangaCatalog
import Testing

struct BundledCatalogTests {
  @Test func bundledCatalogHasAtLeastTwelveUniqueSeries() throws {
    let catalog = try Catalog.bundled()
    #expect(catalog.series.count >= 12)
    #expect(Set(catalog.series.map(\.id)).count == catalog.series.count)
  }

  @Test func onePieceHasChapter1085WithSeventeenPages() throws {
    let catalog = try Catalog.bundled()
    let onePiece = try #require(catalog.series("op"))
    #expect(onePiece.title == "One Piece")
    #expect(onePiece.author == "Eiichiro Oda")
    #expect(onePiece.chapters.count >= 1100)
    let chapter = try #require(catalog.chapter(seriesID: "op", number: 1085))
    #expect(chapter == Chapter(number: 1085, pageCount: 17))
    #expect(onePiece.chapter(1)?.title == "Romance Dawn")
  }

  @Test func containsExactlyTheSeriesTheLookUpFinds() throws {
    let catalog = try Catalog.bundled()
    for series in catalog.series {
      #expect(catalog.contains(series.id), "\(series.id)")
    }
    #expect(!catalog.contains("no-such-series"))
    #expect(!catalog.contains("OP"))
    #expect(catalog.series("no-such-series") == nil)
  }

  @Test func chaptersOutsideTheRangeAreNil() throws {
    let onePiece = try #require(try Catalog.bundled().series("op"))
    let count = onePiece.chapters.count
    #expect(onePiece.chapter(0) == nil)
    #expect(onePiece.chapter(count + 1) == nil)
    #expect(onePiece.chapter(count)?.number == count)
    #expect(onePiece.chapters.map(\.number) == Array(1...count))
  }

  @Test(arguments: [Int.min, Int.min + 1, -1, Int.max, Int.max - 1])
  func extremeChapterNumbersAreNilWithoutTrapping(number: Int) throws {
    let catalog = try Catalog.bundled()
    #expect(try #require(catalog.series("op")).chapter(number) == nil)
    #expect(catalog.chapter(seriesID: "op", number: number) == nil)
  }

  @Test func extremeChapterNumbersAreFoundWhenASeriesHasThem() {
    let series = Series(
      id: "odd", title: "Odd", author: "A",
      chapters: [
        Chapter(number: Int.min, pageCount: 1), Chapter(number: 1, pageCount: 2),
        Chapter(number: Int.max, pageCount: 3),
      ])
    #expect(series.chapter(Int.min) == Chapter(number: Int.min, pageCount: 1))
    #expect(series.chapter(Int.max) == Chapter(number: Int.max, pageCount: 3))
    #expect(series.chapter(1) == Chapter(number: 1, pageCount: 2))
    #expect(series.chapter(2) == nil)
  }

  @Test func alternativeTitlesCarryDiacritics() throws {
    let catalog = try Catalog.bundled()
    #expect(catalog.series("jjk")?.alternativeTitles.contains("Jūjutsu Kaisen") == true)
    #expect(catalog.series("mha")?.alternativeTitles.contains("Boku no Hīrō Akademia") == true)
    #expect(catalog.series("aot")?.alternativeTitles.contains("Shingeki no Kyojin") == true)
    #expect(catalog.series("kny")?.alternativeTitles.contains("Kimetsu no Yaiba") == true)
  }

  @Test func unknownSeriesIsNil() throws {
    let catalog = try Catalog.bundled()
    #expect(catalog.series("nope") == nil)
    #expect(catalog.chapter(seriesID: "nope", number: 1) == nil)
  }
}
