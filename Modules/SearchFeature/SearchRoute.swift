import NavigationCore

/// The search tab's destinations: the empty search and the results of a query.
package enum SearchRoute: Route {
  /// The search tab's root, with the search field.
  case home
  /// The series matching a query (trimmed, never empty).
  case results(query: String)

  package static let feature = "search"

  package static let caseNames = ["home", "results"]
}
