import FieldNotesFeature
import LibraryFeature
import MangaCatalog
import NavigationCore
import ReaderFeature
import UserData

/// Turns a parsed link into navigation commands, checking it against current data.
///
/// Parsing validated the syntax; this validates state: does the series, chapter, page exist.
/// A missing chapter lands on its series and a missing page on its chapter (the nearest valid
/// screen, with a message); a missing series lands on a visible "not found" screen.
package enum DeepLinkResolver {
  /// Resolves a link.
  ///
  /// - Parameters:
  ///   - link: The parsed link.
  ///   - catalog: The catalog.
  ///   - userData: The user's data now.
  /// - Returns: The commands and how the link matched.
  package static func resolve(_ link: DeepLink, catalog: Catalog, userData: UserDataState)
    -> DeepLinkResolution
  {
    switch link {
    case .foreign(let url):
      return DeepLinkResolution(
        kind: .ignored, commands: [], message: "Ignored \(url): not a link this app opens.")
    case .note(let id):
      let message = userData.note(id) == nil ? "Note \(id) no longer exists." : nil
      return DeepLinkResolution(
        kind: .ok, commands: land(on: "notes", [FieldNotesRoute.note(noteID: id).erased]),
        message: message)
    case .series(let slug, let chapterNumber, let pageNumber):
      let seriesRoute = LibraryRoute.series(seriesID: slug).erased
      guard let series = catalog.series(slug) else {
        return DeepLinkResolution(
          kind: .failed, commands: land(on: "library", [seriesRoute]),
          message: "No series '\(slug)' in the catalog.")
      }
      guard let chapterNumber else {
        return DeepLinkResolution(kind: .ok, commands: land(on: "library", [seriesRoute]))
      }
      let chapterRoute = ReaderRoute.chapter(seriesID: slug, chapter: chapterNumber).erased
      guard let chapter = series.chapter(chapterNumber) else {
        return DeepLinkResolution(
          kind: .fallback, commands: land(on: "library", [seriesRoute]),
          message:
            "\(series.title) has no chapter \(chapterNumber) (chapters 1–\(series.chapters.count)); showing the series."
        )
      }
      guard let pageNumber else {
        return DeepLinkResolution(
          kind: .ok, commands: land(on: "library", [seriesRoute, chapterRoute]))
      }
      guard chapter.hasPage(pageNumber) else {
        return DeepLinkResolution(
          kind: .fallback, commands: land(on: "library", [seriesRoute, chapterRoute]),
          message:
            "Chapter \(chapterNumber) of \(series.title) has no page \(pageNumber) (pages 1–\(chapter.pageCount)); showing the chapter."
        )
      }
      let pageRoute = ReaderRoute.page(seriesID: slug, chapter: chapterNumber, page: pageNumber)
        .erased
      let read = ReadingProgress(seriesID: slug, chapter: chapterNumber, page: pageNumber)
      return DeepLinkResolution(
        kind: .ok, commands: land(on: "library", [seriesRoute, chapterRoute, pageRoute]),
        changes: [.recordProgress(read)])
    }
  }

  /// Answers any alert as cancel, selects the tab, closes its modals and replaces its path,
  /// in one step.
  private static func land(on tab: TabID, _ routes: [AnyRoute]) -> [NavigationCommand] {
    [.dismissAlert, .selectTab(tab), .dismissAll, .replacePath(routes)]
  }
}
