/// The on-disk form of the bundled catalog: counts per series, not one object per chapter.
///
/// `Catalog.load(from:fileName:)` validates it and expands it into ``Series`` values.
struct CatalogFile: Decodable {
  /// One series as the file stores it.
  struct SeriesRecord: Decodable {
    var slug: String
    var title: String
    var alternativeTitles: [String]?
    var author: String
    var chapterCount: Int
    var pagesPerChapter: Int
    var chapterOverrides: [ChapterOverride]?
  }

  /// A chapter that differs from the series' defaults.
  struct ChapterOverride: Decodable {
    var number: Int
    var title: String?
    var pageCount: Int?
  }

  var series: [SeriesRecord]
}
