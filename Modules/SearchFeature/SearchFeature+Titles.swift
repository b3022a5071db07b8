import MangaCatalog
import NavigationCore
import UserData

extension SearchFeature {
  /// A search screen's title, without searching.
  ///
  /// - Parameter route: A search route.
  /// - Returns: `Search` or `Results`.
  package func title(for route: SearchRoute) -> String {
    switch route {
    case .home: "Search"
    case .results: "Results"
    }
  }
}
