import MangaCatalog
import NavigationCore

/// The reader's destinations: a chapter's pages, one page, and one page full screen.
package enum ReaderRoute: NavigationPathElement {
  /// A chapter with its pages as rows.
  case chapter(seriesID: Series.ID, chapter: Int)
  /// One page of a chapter.
  case page(seriesID: Series.ID, chapter: Int, page: Int)
  /// One page shown in a full-screen cover, without other chrome.
  case immersive(seriesID: Series.ID, chapter: Int, page: Int)

  package static let feature = "reader"

  /// The name SwiftUI's `NavigationPath` writes for this type in an app using the module.
  package static let navigationPathTypeName = "ReaderFeature.ReaderRoute"

  package static let caseNames = ["chapter", "page", "immersive"]
}
