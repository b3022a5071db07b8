import MangaCatalog
import NavigationCore
import UserData

/// Builds the library's screens from routes, resolving slugs against the catalog.
@MainActor
package struct LibraryDestinations: Sendable {
  /// The most chapter rows a chapters screen shows; longer series show a window of them.
  package static let maximumChapterRows = 30

  private let dependencies: LibraryDependencies

  /// Creates the destination factory.
  ///
  /// - Parameter dependencies: The catalog and user data to resolve routes against.
  package init(dependencies: LibraryDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the screen for a library route.
  ///
  /// - Parameter route: The route.
  /// - Returns: The screen; `notFound` naming the slug when the series does not exist.
  package func screen(for route: LibraryRoute) -> Screen {
    let userData = dependencies.userData()
    switch route {
    case .seriesList:
      return seriesList(userData: userData)
    case .series(let seriesID):
      guard let series = dependencies.catalog.series(seriesID) else {
        return Self.notFound(seriesID)
      }
      return detail(of: series, userData: userData)
    case .chapters(let seriesID):
      guard let series = dependencies.catalog.series(seriesID) else {
        return Self.notFound(seriesID)
      }
      return chapters(of: series, progress: userData.progress[seriesID])
    case .addToList(let seriesID):
      guard let series = dependencies.catalog.series(seriesID) else {
        return Self.notFound(seriesID)
      }
      return addToList(series, current: userData.lists[seriesID])
    }
  }

  /// Why a library route's series does not exist, without building its screen.
  ///
  /// - Parameter route: The route.
  /// - Returns: The body of ``notFound(_:)`` for an unknown slug; `nil` when the series exists
  ///   (and for the series list, which always shows).
  package func missingData(for route: LibraryRoute) -> String? {
    switch route {
    case .seriesList:
      return nil
    case .series(let seriesID), .chapters(let seriesID), .addToList(let seriesID):
      return dependencies.catalog.contains(seriesID) ? nil : Self.notFoundMessage(seriesID)
    }
  }

  /// The chapter numbers a chapters screen lists.
  ///
  /// Up to ``maximumChapterRows`` chapters: all of a short series; otherwise the window around
  /// the last-read chapter (14 before it), or the latest chapters when nothing was read.
  ///
  /// - Parameters:
  ///   - chapterCount: How many chapters the series has, at least 1.
  ///   - lastRead: The last-read chapter, if any; any `Int`, including `Int.min` and `Int.max`.
  /// - Returns: The chapter numbers shown, ascending.
  package static func chapterWindow(chapterCount: Int, lastRead: Int?) -> ClosedRange<Int> {
    let size = maximumChapterRows
    guard chapterCount > size else { return 1...max(chapterCount, 1) }
    let start: Int
    if let lastRead, (1...chapterCount).contains(lastRead) {
      start = min(max(1, lastRead - 14), chapterCount - size + 1)
    } else {
      start = chapterCount - size + 1
    }
    // `start + (size - 1)` never passes `chapterCount`; `start + size - 1` could overflow.
    return start...(start + (size - 1))
  }

  /// The screen for a slug the catalog does not have.
  ///
  /// - Parameter seriesID: The unknown slug.
  /// - Returns: A `notFound` screen naming the slug.
  package static func notFound(_ seriesID: Series.ID) -> Screen {
    Screen(title: "Series not found", state: .notFound, body: notFoundMessage(seriesID))
  }

  /// The body of ``notFound(_:)``.
  private static func notFoundMessage(_ seriesID: Series.ID) -> String {
    Catalog.unknownSeriesMessage(Screen.inline(seriesID))
  }

  // MARK: - Screens

  private func seriesList(userData: UserDataState) -> Screen {
    Screen(
      title: "Library",
      rows: dependencies.catalog.series.map { series in
        ScreenRow(
          series.title, detail: userData.lists[series.id]?.displayName,
          intent: LibraryFeature.intent(.seriesTapped(seriesID: series.id)))
      })
  }

  private func detail(of series: Series, userData: UserDataState) -> Screen {
    let list = userData.lists[series.id]
    let chapterCount = series.chapters.count
    let continueDetail =
      userData.progress[series.id].flatMap { series.chapter($0.chapter) }
      .map { "Chapter \($0.number)" } ?? "Start reading"
    return Screen(
      title: series.title,
      body: [
        "by \(series.author)",
        chapterCount == 1 ? "1 chapter" : "\(chapterCount) chapters",
        list.map { "List: \($0.displayName)" } ?? "Not on a list",
      ].joined(separator: "\n"),
      rows: [
        ScreenRow(
          "Continue reading", detail: continueDetail,
          intent: LibraryFeature.intent(.continueReadingTapped)),
        ScreenRow(
          "Chapters", detail: String(chapterCount),
          intent: LibraryFeature.intent(.chaptersTapped)),
        ScreenRow(
          "Add to list", detail: list?.displayName,
          intent: LibraryFeature.intent(.addToListTapped)),
      ])
  }

  private func chapters(of series: Series, progress: ReadingProgress?) -> Screen {
    let count = series.chapters.count
    let window = Self.chapterWindow(chapterCount: count, lastRead: progress?.chapter)
    let rows = window.compactMap { series.chapter($0) }.map { chapter in
      let lastRead = progress.flatMap { $0.chapter == chapter.number ? $0.page : nil }
      let detail = [chapter.title, lastRead.map { "Last read, page \($0)" }].compactMap(\.self)
      return ScreenRow(
        "Chapter \(chapter.number)",
        detail: detail.isEmpty ? nil : detail.joined(separator: " · "),
        intent: LibraryFeature.intent(.chapterTapped(chapter: chapter.number)))
    }
    let shown =
      window.count == count
      ? (count == 1 ? "1 chapter" : "All \(count) chapters")
      : "Chapters \(window.lowerBound)–\(window.upperBound) of \(count)"
    return Screen(
      title: "Chapters",
      body: "\(series.title): \(shown). Type a chapter number to open any chapter.",
      rows: rows,
      textInput: TextInput(label: "Chapter number") { text in
        LibraryFeature.intent(.chapterNumberTyped(text: text))
      })
  }

  private func addToList(_ series: Series, current: ReadingList?) -> Screen {
    let listRows = ReadingList.allCases.map { list in
      ScreenRow(
        list.displayName, detail: list == current ? "Current" : nil,
        intent: LibraryFeature.intent(.listChosen(list: list)))
    }
    let removeRow = ScreenRow(
      "Remove from list", detail: current == nil ? "Not on a list" : nil,
      intent: LibraryFeature.intent(.listChosen(list: nil)))
    return Screen(
      title: "Add to list", body: "Choose a list for \(series.title).",
      rows: listRows + [removeRow])
  }
}
