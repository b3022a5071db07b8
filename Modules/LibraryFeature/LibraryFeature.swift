import Foundation
import MangaCatalog
import NavigationCore
import UserData

/// The library: the catalog's series, a series' detail and chapters, and reading lists.
///
/// Opening the reader is a cross-feature step: the library asks with a ``LibraryDelegate``
/// and the composition root builds the reader's routes.
package struct LibraryFeature: FeatureModule {
  package typealias RouteType = LibraryRoute
  package typealias Intent = LibraryIntent
  package typealias Change = UserDataChange
  package typealias Delegate = LibraryDelegate

  package static let name = LibraryRoute.feature

  package let tab: TabID? = .library
  package let tabRoot: LibraryRoute? = .seriesList

  let dependencies: LibraryDependencies
  private let destinations: LibraryDestinations

  /// Creates the feature.
  ///
  /// - Parameter dependencies: The catalog and user data it reads.
  package init(dependencies: LibraryDependencies) {
    self.dependencies = dependencies
    self.destinations = LibraryDestinations(dependencies: dependencies)
  }

  package func screen(for route: LibraryRoute, in context: FeatureContext) -> Screen {
    destinations.screen(for: route)
  }

  package func missingData(for route: LibraryRoute, in context: FeatureContext) -> String? {
    destinations.missingData(for: route)
  }

  package func handle(_ intent: LibraryIntent, in context: FeatureContext) -> Outcome<
    UserDataChange, LibraryDelegate
  > {
    switch intent {
    case .seriesTapped(let seriesID):
      return Outcome(commands: [.push(LibraryRoute.series(seriesID: seriesID).erased)])
    case .chaptersTapped:
      return onSeries(context) { seriesID in
        Outcome(commands: [.push(LibraryRoute.chapters(seriesID: seriesID).erased)])
      }
    case .addToListTapped:
      return onSeries(context) { seriesID in
        Outcome(commands: [
          .present(LibraryRoute.addToList(seriesID: seriesID).erased, style: .sheet)
        ])
      }
    case .continueReadingTapped:
      return onSeries(context, continueReading)
    case .listChosen(let list):
      return onSeries(context) { seriesID in
        let title = dependencies.catalog.series(seriesID)?.title ?? seriesID
        return Outcome(
          commands: [.dismiss], changes: [.setList(seriesID: seriesID, list: list)],
          message: list.map { "\(title) is on \($0.displayName)." }
            ?? "\(title) is not on a list.")
      }
    case .chapterTapped(let chapter):
      return onSeries(context) { open(seriesID: $0, chapter: chapter) }
    case .chapterNumberTyped(let text):
      return onSeries(context) { chapterNumberTyped(seriesID: $0, text: text) }
    }
  }

  /// The series of the library screen an intent came from: every library route but the
  /// series list names one.
  ///
  /// - Parameter context: Where the intent came from; its `route` is the emitting screen's.
  /// - Returns: The slug, or `nil` when the intent did not come from a series' screen.
  static func seriesID(of context: FeatureContext) -> Series.ID? {
    switch context.route?.as(LibraryRoute.self) {
    case .series(let seriesID)?, .chapters(let seriesID)?, .addToList(let seriesID)?:
      seriesID
    case .seriesList?, nil:
      nil
    }
  }

  /// What an intent of a series' screen answers when it came from elsewhere (a wiring
  /// mistake: no screen of the app sends it so).
  ///
  /// - Parameter context: Where the intent came from.
  /// - Returns: A sentence naming the route it came from.
  package static func notFromASeriesMessage(_ context: FeatureContext) -> String {
    "This library action belongs to a series' screen; it came from "
      + "\(context.route?.key ?? "the \(context.tab) tab's root")."
  }

  /// Runs `body` with the series of the screen the intent came from; refuses otherwise.
  private func onSeries(
    _ context: FeatureContext,
    _ body: (Series.ID) -> Outcome<UserDataChange, LibraryDelegate>
  ) -> Outcome<UserDataChange, LibraryDelegate> {
    guard let seriesID = Self.seriesID(of: context) else {
      return .rejected(Self.notFromASeriesMessage(context))
    }
    return body(seriesID)
  }

  // MARK: - Intents

  private func continueReading(seriesID: Series.ID) -> Outcome<UserDataChange, LibraryDelegate> {
    guard let series = dependencies.catalog.series(seriesID) else {
      return Outcome(message: Self.unknownSeries(seriesID))
    }
    let (chapter, page) = Self.lastRead(in: series, dependencies.userData().progress[seriesID])
    return Outcome(delegates: [.continueReading(seriesID: seriesID, chapter: chapter, page: page)])
  }

  private func open(seriesID: Series.ID, chapter: Int) -> Outcome<UserDataChange, LibraryDelegate> {
    guard let series = dependencies.catalog.series(seriesID) else {
      return Outcome(message: Self.unknownSeries(seriesID))
    }
    guard series.chapter(chapter) != nil else {
      return .rejected(series.missingChapterMessage(chapter))
    }
    // The last-read row lands on the page, like "Continue reading".
    let lastRead = Self.lastRead(in: series, dependencies.userData().progress[seriesID])
    if let progress = dependencies.userData().progress[seriesID], progress.chapter == chapter,
      lastRead.chapter == chapter
    {
      return Outcome(
        delegates: [.continueReading(seriesID: seriesID, chapter: chapter, page: lastRead.page)])
    }
    return Outcome(delegates: [.openChapter(seriesID: seriesID, chapter: chapter)])
  }

  private func chapterNumberTyped(seriesID: Series.ID, text: String) -> Outcome<
    UserDataChange, LibraryDelegate
  > {
    guard let series = dependencies.catalog.series(seriesID) else {
      return Outcome(message: Self.unknownSeries(seriesID))
    }
    let range = "1–\(series.chapters.count)"
    let typed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !typed.isEmpty else {
      return .rejected("Type a chapter number of \(series.title) (\(range)).")
    }
    guard let number = Int(typed), series.chapter(number) != nil else {
      return .rejected(
        "“\(typed)” is not a chapter of \(series.title); type a number from \(range).")
    }
    return Outcome(delegates: [.openChapter(seriesID: seriesID, chapter: number)])
  }

  /// Where reading goes on: the last page read, clamped to its chapter's pages; chapter 1
  /// page 1 when nothing was read or the chapter no longer exists.
  static func lastRead(in series: Series, _ progress: ReadingProgress?) -> (
    chapter: Int, page: Int
  ) {
    guard let progress, let chapter = series.chapter(progress.chapter) else { return (1, 1) }
    return (chapter.number, min(max(progress.page, 1), max(chapter.pageCount, 1)))
  }

  private static func unknownSeries(_ seriesID: Series.ID) -> String {
    Catalog.unknownSeriesMessage(seriesID)
  }
}
