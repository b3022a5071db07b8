import Foundation
import MangaCatalog
import NavigationCore
import UserData

/// Search: find series by any of their titles, ignoring case, diacritics, width and
/// punctuation (see ``SeriesSearch`` for the matching and ranking rules).
///
/// Typing replaces the search tab's path with the query's results in one step (or empties it
/// for an empty query). Opening a result is a cross-feature step: search asks with
/// ``SearchDelegate/openSeries(seriesID:)`` and the composition root pushes the library's
/// series route on the stack the result was tapped on.
package struct SearchFeature: FeatureModule {
  package typealias RouteType = SearchRoute
  package typealias Intent = SearchIntent
  package typealias Change = UserDataChange
  package typealias Delegate = SearchDelegate

  package static let name = SearchRoute.feature

  package let tab: TabID? = .search
  package let tabRoot: SearchRoute? = .home

  private let destinations: SearchDestinations

  /// Creates the feature.
  ///
  /// - Parameter dependencies: The catalog to search.
  package init(dependencies: SearchDependencies) {
    self.destinations = SearchDestinations(dependencies: dependencies)
  }

  package func screen(for route: SearchRoute, in context: FeatureContext) -> Screen {
    destinations.screen(for: route)
  }

  /// Search always shows: a query without a match is a content screen saying so.
  ///
  /// - Parameters:
  ///   - route: A search route.
  ///   - context: Where the user is.
  /// - Returns: `nil`, without searching the catalog.
  package func missingData(for route: SearchRoute, in context: FeatureContext) -> String? {
    nil
  }

  package func handle(_ intent: SearchIntent, in context: FeatureContext) -> Outcome<
    UserDataChange, SearchDelegate
  > {
    switch intent {
    case .queryTyped(let text):
      let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !query.isEmpty else { return Outcome(commands: [.replacePath([])]) }
      return Outcome(commands: [.replacePath([SearchRoute.results(query: query).erased])])
    case .resultTapped(let seriesID):
      return Outcome(delegates: [.openSeries(seriesID: seriesID)])
    }
  }
}
