import MangaCatalog
import NavigationCore

/// The library's destinations: the series list, a series, its chapters, the add-to-list sheet.
public enum LibraryRoute: Route {
  /// The library tab's root: every series in the catalog.
  case seriesList
  /// One series' detail screen.
  case series(seriesID: Series.ID)
  /// A series' chapter list.
  case chapters(seriesID: Series.ID)
  /// The sheet that puts a series on a reading list.
  case addToList(seriesID: Series.ID)

  public static let feature = "library"

  public static let caseNames = ["seriesList", "series", "chapters", "addToList"]
}
