import MangaCatalog
import NavigationCore
import UserData

/// Builds the reader's screens from routes, resolving IDs against the catalog.
@MainActor
package struct ReaderDestinations: Sendable {
  private let dependencies: ReaderDependencies

  /// Creates the destination factory.
  ///
  /// - Parameter dependencies: The catalog and user data to resolve routes against.
  package init(dependencies: ReaderDependencies) {
    self.dependencies = dependencies
  }

  /// Builds the screen for a reader route.
  ///
  /// - Parameter route: The route.
  /// - Returns: The screen; `notFound` naming the series slug, chapter or page that does not
  ///   exist.
  package func screen(for route: ReaderRoute) -> Screen {
    switch route {
    case .chapter(let seriesID, let number):
      let lookup = ReaderLookup(
        catalog: dependencies.catalog, seriesID: seriesID, chapter: number)
      guard case .found(let series, let chapter) = lookup else { return Self.notFound(lookup) }
      return chapterScreen(series, chapter)
    case .page(let seriesID, let number, let page), .immersive(let seriesID, let number, let page):
      let lookup = ReaderLookup(
        catalog: dependencies.catalog, seriesID: seriesID, chapter: number)
      guard case .found(let series, let chapter) = lookup else { return Self.notFound(lookup) }
      guard chapter.hasPage(page) else {
        return Screen(
          title: "Page not found", state: .notFound,
          body: ReaderLookup.missingPage(page, of: series, chapter))
      }
      if case .immersive = route {
        return immersiveScreen(series, chapter, page: page)
      }
      return pageScreen(series, chapter, page: page)
    }
  }

  /// Why a reader route's series, chapter or page does not exist, without building its
  /// screen.
  ///
  /// - Parameter route: The route.
  /// - Returns: The body of the `notFound` screen ``screen(for:)`` builds for it, or `nil`
  ///   when the series, the chapter and (for a page) the page exist.
  package func missingData(for route: ReaderRoute) -> String? {
    switch route {
    case .chapter(let seriesID, let number):
      return ReaderLookup(catalog: dependencies.catalog, seriesID: seriesID, chapter: number)
        .problem?.message
    case .page(let seriesID, let number, let page), .immersive(let seriesID, let number, let page):
      let lookup = ReaderLookup(
        catalog: dependencies.catalog, seriesID: seriesID, chapter: number)
      guard case .found(let series, let chapter) = lookup else { return lookup.problem?.message }
      return chapter.hasPage(page) ? nil : ReaderLookup.missingPage(page, of: series, chapter)
    }
  }

  /// How the body names a reading direction, such as `Reading right to left`.
  ///
  /// - Parameter direction: The direction from the settings.
  /// - Returns: One line for a page's body.
  package static func describe(_ direction: AppSettings.ReadingDirection) -> String {
    switch direction {
    case .rightToLeft: "Reading right to left"
    case .leftToRight: "Reading left to right"
    case .vertical: "Reading vertically, top to bottom"
    }
  }

  // MARK: - Screens

  private static func notFound(_ lookup: ReaderLookup) -> Screen {
    let problem = lookup.problem ?? ("Not found", "")
    return Screen(title: problem.title, state: .notFound, body: problem.message)
  }

  private func chapterScreen(_ series: Series, _ chapter: Chapter) -> Screen {
    let progress = dependencies.userData().progress[series.id]
    let lastReadPage = progress?.chapter == chapter.number ? progress?.page : nil
    let name =
      chapter.title.map { "Chapter \(chapter.number): \($0)" } ?? "Chapter \(chapter.number)"
    let pages = chapter.pageCount == 1 ? "1 page" : "\(chapter.pageCount) pages"
    return Screen(
      title: "Chapter \(chapter.number)",
      body: "\(series.title) — \(name), \(pages)",
      rows: (1...max(chapter.pageCount, 1)).map { page in
        ScreenRow(
          "Page \(page)", detail: page == lastReadPage ? "Last read" : nil,
          intent: ReaderFeature.intent(.pageTapped(page: page)))
      },
      actions: [ScreenAction("Done", intent: ReaderFeature.intent(.doneTapped))])
  }

  private func pageBody(_ series: Series, _ chapter: Chapter, page: Int) -> String {
    let direction = Self.describe(dependencies.userData().settings.readingDirection)
    return "\(series.title) — Chapter \(chapter.number), page \(page) of \(chapter.pageCount)\n"
      + direction
  }

  private func pageScreen(_ series: Series, _ chapter: Chapter, page: Int) -> Screen {
    return Screen(
      title: "Page \(page)",
      body: pageBody(series, chapter, page: page),
      actions: [
        ScreenAction(
          "Next page",
          intent: ReaderFeature.intent(.nextPageTapped)),
        ScreenAction(
          "Previous page",
          intent: ReaderFeature.intent(.previousPageTapped)),
        ScreenAction(
          "Immersive",
          intent: ReaderFeature.intent(.immersiveTapped)),
        ScreenAction("Done", intent: ReaderFeature.intent(.doneTapped)),
      ])
  }

  private func immersiveScreen(_ series: Series, _ chapter: Chapter, page: Int) -> Screen {
    return Screen(
      title: "Immersive",
      body: pageBody(series, chapter, page: page),
      actions: [
        ScreenAction(
          "Next page",
          intent: ReaderFeature.intent(.immersiveNextPageTapped)),
        ScreenAction(
          "Previous page",
          intent: ReaderFeature.intent(.immersivePreviousPageTapped)),
        ScreenAction("Exit immersive", intent: ReaderFeature.intent(.exitImmersiveTapped)),
      ])
  }
}
