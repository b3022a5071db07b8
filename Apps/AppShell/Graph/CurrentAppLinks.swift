import FieldNotesFeature
import Foundation
import LibraryFeature
import MangaCatalog
import NavigationCore
import ReaderFeature
import UserData

/// The link forms `DeepLinkParser` accepts today, as ``GraphLinks``: their patterns with a
/// URL each over the bundled data, and the printer of the paths they open.
///
/// A stand-in until link patterns are declared per feature: it knows what `DeepLinkParser`
/// and `DeepLinkResolver` do, and the round-trip check of `hoist graph` keeps the two in step.
package struct CurrentAppLinks: GraphLinks {
  private let catalog: Catalog
  private let userData: UserDataState

  /// Creates the link table over the data links are filled from.
  ///
  /// - Parameters:
  ///   - catalog: The catalog (the first series, chapter and page fill the samples).
  ///   - userData: The user data (the first note fills the note link).
  package init(catalog: Catalog, userData: UserDataState) {
    self.catalog = catalog
    self.userData = userData
  }

  package func entryLinks(reached: [AnyRoute]) -> [GraphEntryLink] {
    var links: [GraphEntryLink] = []
    if let series = catalog.series.first {
      let slug = series.id
      let chapter = series.chapters.first?.number ?? 1
      for base in ["mangareader://series/", "https://mangareader.app/series/"] {
        links.append(GraphEntryLink(pattern: base + "{slug}", url: base + slug))
        links.append(
          GraphEntryLink(
            pattern: base + "{slug}?chapter={n}", url: base + slug + "?chapter=\(chapter)"))
        links.append(
          GraphEntryLink(
            pattern: base + "{slug}?chapter={n}&page={n}",
            url: base + slug + "?chapter=\(chapter)&page=1"))
      }
    }
    if let note = userData.notes.first {
      links.append(
        GraphEntryLink(pattern: "fieldnotes://note/{id}", url: "fieldnotes://note/\(note.id)"))
    }
    return links
  }

  package func url(tab: TabID, path: [AnyRoute]) -> String? {
    switch (tab.rawValue, path.count) {
    case ("notes", 1):
      guard case .note(let id)? = path[0].as(FieldNotesRoute.self) else { return nil }
      return "fieldnotes://note/" + Self.encode(id)
    case ("library", 1...3):
      guard case .series(let slug)? = path[0].as(LibraryRoute.self) else { return nil }
      var url = "mangareader://series/" + Self.encode(slug)
      guard path.count > 1 else { return url }
      guard case .chapter(slug, let chapter)? = path[1].as(ReaderRoute.self) else { return nil }
      url += "?chapter=\(chapter)"
      guard path.count > 2 else { return url }
      guard case .page(slug, chapter, let page)? = path[2].as(ReaderRoute.self) else { return nil }
      return url + "&page=\(page)"
    default:
      return nil
    }
  }

  private static func encode(_ segment: String) -> String {
    segment.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
      ?? segment
  }
}
