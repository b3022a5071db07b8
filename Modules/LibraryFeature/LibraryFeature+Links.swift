import NavigationCore
import UserData

extension LibraryFeature: LinkableFeature {
  /// The library's links: the tab's root and a series' chapter list.
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
  ]
}
