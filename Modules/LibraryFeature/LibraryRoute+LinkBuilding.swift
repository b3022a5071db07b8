import NavigationCore

extension LibraryRoute: LinkBuildableRoute {
  /// Builds a library route from its key and flat fields, as decoding would.
  ///
  /// - Parameters:
  ///   - key: A library route key.
  ///   - fields: The route's fields by name: `seriesID` a string.
  package init?(key: String, fields: RouteFields) {
    if key == "library.seriesList" {
      self = .seriesList
      return
    }
    guard let seriesID = fields["seriesID"]?.stringValue else { return nil }
    switch key {
    case "library.series": self = .series(seriesID: seriesID)
    case "library.chapters": self = .chapters(seriesID: seriesID)
    case "library.addToList": self = .addToList(seriesID: seriesID)
    default: return nil
    }
  }
}
