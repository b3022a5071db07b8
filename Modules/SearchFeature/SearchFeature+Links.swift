import NavigationCore
import UserData

extension SearchFeature: LinkableFeature {
  /// The search tab's link: its root, or the results of a query (`?q=`; an empty `q` is the
  /// root).
  package static let links: [LinkPattern] = [
    LinkPattern(
      scheme: "mangareader", host: "search", query: [LinkQueryItem("q", .text, parameter: "query")],
      universal: true, tab: .search, stack: [LinkRoute("search.results", "query")])
  ]
}
