import NavigationCore

extension SearchRoute: LinkBuildableRoute {
  /// Builds a search route from its key and flat fields, as decoding would.
  ///
  /// - Parameters:
  ///   - key: A search route key.
  ///   - fields: The route's fields by name: `query` a string.
  package init?(key: String, fields: RouteFields) {
    switch key {
    case "search.home":
      self = .home
    case "search.results":
      guard let query = fields["query"]?.stringValue else { return nil }
      self = .results(query: query)
    default:
      return nil
    }
  }
}
