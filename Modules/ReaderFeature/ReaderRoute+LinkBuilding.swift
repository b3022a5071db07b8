import NavigationCore

extension ReaderRoute: LinkBuildableRoute {
  /// Builds a reader route from its key and flat fields, as decoding would.
  ///
  /// - Parameters:
  ///   - key: A reader route key.
  ///   - fields: The route's fields by name: `seriesID` a string, `chapter` and `page` whole
  ///     numbers.
  package init?(key: String, fields: RouteFields) {
    guard let seriesID = fields["seriesID"]?.stringValue,
      let chapter = fields["chapter"]?.integerValue
    else { return nil }
    if key == "reader.chapter" {
      self = .chapter(seriesID: seriesID, chapter: chapter)
      return
    }
    guard let page = fields["page"]?.integerValue else { return nil }
    switch key {
    case "reader.page": self = .page(seriesID: seriesID, chapter: chapter, page: page)
    case "reader.immersive": self = .immersive(seriesID: seriesID, chapter: chapter, page: page)
    default: return nil
    }
  }
}
