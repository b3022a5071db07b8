import MangaCatalog
import NavigationCore

/// The reader's destinations: a chapter's pages, one page, and one page full screen.
package enum ReaderRoute: Route {
  /// A chapter with its pages as rows.
  case chapter(seriesID: Series.ID, chapter: Int)
  /// One page of a chapter.
  case page(seriesID: Series.ID, chapter: Int, page: Int)
  /// One page shown in a full-screen cover, without other chrome.
  case immersive(seriesID: Series.ID, chapter: Int, page: Int)

  package static let feature = "reader"

  package static let caseNames = ["chapter", "page", "immersive"]
}
