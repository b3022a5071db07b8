import MangaCatalog
import NavigationCore

/// Builds the search screens: the empty search and a query's ranked results.
@MainActor
package struct SearchDestinations: Sendable {
  private let dependencies: SearchDependencies

  /// Creates the destination factory.
  ///
  /// - Parameter dependencies: The catalog to search.
  package init(dependencies: SearchDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the screen for a search route.
  ///
  /// - Parameter route: The route.
  /// - Returns: The screen; results with no match are a row-less content screen saying so.
  package func screen(for route: SearchRoute) -> Screen {
    switch route {
    case .home:
      return Screen(
        title: "Search",
        body: "Search by title, original or romanized title, or abbreviation.",
        textInput: Self.searchField(text: ""))
    case .results(let query):
      let matches = SeriesSearch.matches(for: query, in: dependencies.catalog)
      let body: String
      // The query as typed may hold line feeds: escaped before it is composed.
      let quoted = Screen.inline(query)
      switch matches.count {
      case 0: body = "No series match “\(quoted)”."
      case 1: body = "1 series matches “\(quoted)”."
      default: body = "\(matches.count) series match “\(quoted)”."
      }
      return Screen(
        title: "Results",
        body: body,
        rows: matches.map { match in
          ScreenRow(
            match.series.title, detail: match.alternativeTitle,
            intent: SearchFeature.intent(.resultTapped(seriesID: match.series.id)))
        },
        textInput: Self.searchField(text: query))
    }
  }

  private static func searchField(text: String) -> TextInput {
    TextInput(label: "Search", text: text) { typed in
      SearchFeature.intent(.queryTyped(text: typed))
    }
  }
}
