import MangaCatalog
import NavigationCore
import SearchFeature

/// Builds search over the bundled catalog.
@MainActor
func makeSearch() throws -> SearchFeature {
  SearchFeature(dependencies: SearchDependencies(catalog: try Catalog.bundled()))
}

/// A series with one chapter, for ranking fixtures.
func fixtureSeries(_ id: String, _ title: String, _ alternativeTitles: [String] = []) -> Series {
  Series(
    id: id, title: title, alternativeTitles: alternativeTitles, author: "Fixture",
    chapters: [Chapter(number: 1, pageCount: 1)])
}

/// Addresses a search intent.
func tap(_ intent: SearchIntent) -> AnyIntent {
  SearchFeature.intent(intent)
}

/// A context on the search tab.
let searchContext = FeatureContext(tab: "search")
