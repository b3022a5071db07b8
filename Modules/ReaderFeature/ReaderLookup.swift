import MangaCatalog

/// The result of resolving a reader route's IDs: the series and chapter, or why not.
enum ReaderLookup {
  case found(Series, Chapter)
  case unknownSeries(Series.ID)
  case unknownChapter(Series, Int)

  init(catalog: Catalog, seriesID: Series.ID, chapter number: Int) {
    guard let series = catalog.series(seriesID) else {
      self = .unknownSeries(seriesID)
      return
    }
    guard let chapter = series.chapter(number) else {
      self = .unknownChapter(series, number)
      return
    }
    self = .found(series, chapter)
  }

  /// Why the look-up failed, for a not-found screen or an outcome message.
  var problem: (title: String, message: String)? {
    switch self {
    case .found:
      nil
    case .unknownSeries(let seriesID):
      ("Series not found", Catalog.unknownSeriesMessage(seriesID))
    case .unknownChapter(let series, let number):
      (
        "Chapter not found",
        series.missingChapterMessage(number)
      )
    }
  }

  /// Why a page does not exist in a found chapter.
  static func missingPage(_ page: Int, of series: Series, _ chapter: Chapter) -> String {
    "\(series.title) chapter \(chapter.number) has no page \(page); pages are 1–\(chapter.pageCount)."
  }
}
