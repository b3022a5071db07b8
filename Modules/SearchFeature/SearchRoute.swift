import NavigationCore

/// The search tab's destinations: the empty search and the results of a query.
package enum SearchRoute: NavigationPathElement {
  /// The search tab's root, with the search field.
  case home
  /// The series matching a query (trimmed, never empty).
  case results(query: String)

  package static let feature = "search"

  /// The name SwiftUI's `NavigationPath` writes for this type in an app using the module.
  package static let navigationPathTypeName = "SearchFeature.SearchRoute"

  package static let caseNames = ["home", "results"]
}
