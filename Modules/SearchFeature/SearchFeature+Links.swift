import NavigationCore
import UserData

extension SearchFeature: LinkableFeature {
  /// The search tab's links: its root, or the results of a query (`?q=`, the canonical form;
  /// an empty `q` is the root), or of the rest of the path (`mangareader://search/AC/DC` is a
  /// search for `AC/DC`).
  package static let links: [LinkPattern] = [
    LinkPattern(
      scheme: "mangareader", host: "search", query: [LinkQueryItem("q", .text, parameter: "query")],
      universal: true, tab: .search, stack: [LinkRoute("search.results", "query")]),
    LinkPattern(
      scheme: "mangareader", host: "search",
      segments: [.values("query", .text, count: .oneOrMore)], universal: true, tab: .search,
      stack: [LinkRoute("search.results", "query")]),
  ]
}
