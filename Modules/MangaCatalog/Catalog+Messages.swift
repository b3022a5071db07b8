extension Catalog {
  /// What the user is told about a slug the catalog does not have; every feature says it so.
  ///
  /// - Parameter seriesID: The unknown slug.
  /// - Returns: A sentence naming the slug.
  package static func unknownSeriesMessage(_ seriesID: Series.ID) -> String {
    "No series has the slug “\(seriesID)”."
  }
}

extension Series {
  /// What the user is told about a chapter number this series does not have.
  ///
  /// - Parameter number: The chapter number asked for.
  /// - Returns: A sentence naming the series, the number and the chapters there are.
  package func missingChapterMessage(_ number: Int) -> String {
    "\(title) has no chapter \(number); chapters are 1–\(chapters.count)."
  }
}
