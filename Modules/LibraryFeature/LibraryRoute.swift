import MangaCatalog
import NavigationCore

/// The library's destinations: the series list, a series, its chapters, the add-to-list sheet.
package enum LibraryRoute: NavigationPathElement {
  /// The library tab's root: every series in the catalog.
  case seriesList
  /// One series' detail screen.
  case series(seriesID: Series.ID)
  /// A series' chapter list.
  case chapters(seriesID: Series.ID)
  /// The sheet that puts a series on a reading list.
  case addToList(seriesID: Series.ID)

  package static let feature = "library"

  /// The name SwiftUI's `NavigationPath` writes for this type in an app using the module.
  package static let navigationPathTypeName = "LibraryFeature.LibraryRoute"

  package static let caseNames = ["seriesList", "series", "chapters", "addToList"]
}
