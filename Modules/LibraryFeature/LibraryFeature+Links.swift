import NavigationCore
import UserData

extension LibraryFeature: LinkableFeature {
  /// The library's links: the tab's root, a series' chapter list, and the "Add to list" sheet
  /// over a series.
  ///
  /// The series link itself (`mangareader://series/<seriesID>`) is the reader's page link
  /// without a chapter; see `ReaderFeature.links`.
  package static let links: [LinkPattern] = [
    LinkPattern(scheme: "mangareader", host: "library", universal: true, tab: .library, stack: []),
    LinkPattern(
      scheme: "mangareader", host: "series",
      segments: [.value("seriesID", .identifier(.slug)), .literal("chapters")],
      universal: true, tab: .library,
      stack: [LinkRoute("library.series", "seriesID"), LinkRoute("library.chapters", "seriesID")]),
    LinkPattern(
      scheme: "mangareader", host: "series",
      segments: [.value("seriesID", .identifier(.slug)), .literal("add-to-list")],
      universal: true, tab: .library, stack: [LinkRoute("library.series", "seriesID")],
      modal: LinkModal(.sheet, LinkRoute("library.addToList", "seriesID"))),
  ]
}
