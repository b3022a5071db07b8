import MangaCatalog
import NavigationCore
import UserData

extension ReaderFeature: LinkableFeature {
  /// The page link: a series, optionally a chapter of it, optionally a page of that chapter,
  /// as query items (the canonical form, which printing uses) or as a nested path
  /// (`mangareader://read/op/1085/3`).
  ///
  /// It starts in the library (`library.series`, a key the composition root checks) and
  /// builds `reader.chapter` with `chapter`, then `reader.page` with `page`; a page without
  /// a chapter is an error.
  package static let links: [LinkPattern] = [
    LinkPattern(
      scheme: "mangareader", host: "series",
      segments: [.value("seriesID", .identifier(.slug))],
      query: [LinkQueryItem("chapter", .positiveInteger), LinkQueryItem("page", .positiveInteger)],
      universal: true, tab: .library,
      stack: [
        LinkRoute("library.series", "seriesID"),
        LinkRoute("reader.chapter", "seriesID", "chapter"),
        LinkRoute("reader.page", "seriesID", "chapter", "page"),
      ]),
    LinkPattern(
      scheme: "mangareader", host: "read",
      segments: [
        .value("seriesID", .identifier(.slug)),
        .optional([
          .value("chapter", .positiveInteger), .optional([.value("page", .positiveInteger)]),
        ]),
      ],
      universal: true, tab: .library,
      stack: [
        LinkRoute("library.series", "seriesID"),
        LinkRoute("reader.chapter", "seriesID", "chapter"),
        LinkRoute("reader.page", "seriesID", "chapter", "page"),
      ]),
  ]

  /// Arriving at a page by link records it as read, like turning to it.
  ///
  /// - Parameters:
  ///   - route: The route the link landed on.
  ///   - context: Where the user is.
  /// - Returns: The progress record for a page; nothing for a chapter.
  package func arrived(at route: ReaderRoute, in context: FeatureContext) -> Outcome<
    UserDataChange, Never
  > {
    guard case .page(let seriesID, let chapter, let page) = route else { return .none }
    let read = ReadingProgress(seriesID: seriesID, chapter: chapter, page: page)
    return Outcome(changes: [.recordProgress(read)])
  }
}
