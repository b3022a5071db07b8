import MangaCatalog
import NavigationCore
import UserData

/// The reader: a chapter's pages, one page at a time, and immersive full-screen reading.
///
/// Page turns never push: on `reader.page` they replace the top of the active path in place
/// (`replaceTop`); in immersive reading (a full-screen cover whose root is the page) they
/// dismiss the cover and present the next page's cover in one outcome, so the cover's stack
/// never grows. Each turn records reading progress. "Exit immersive" dismisses the cover and
/// leaves the page under it where immersive reading began (the feature cannot see the
/// presenting stack); progress holds the page reached.
package struct ReaderFeature: FeatureModule {
  package typealias RouteType = ReaderRoute
  package typealias Intent = ReaderIntent
  package typealias Change = UserDataChange

  package static let name = ReaderRoute.feature

  package let tab: TabID? = nil
  package let tabRoot: ReaderRoute? = nil

  let dependencies: ReaderDependencies
  private let destinations: ReaderDestinations

  /// Creates the feature.
  ///
  /// - Parameter dependencies: The catalog and user data it reads.
  package init(dependencies: ReaderDependencies) {
    self.dependencies = dependencies
    self.destinations = ReaderDestinations(dependencies: dependencies)
  }

  package func screen(for route: ReaderRoute, in context: FeatureContext) -> Screen {
    destinations.screen(for: route)
  }

  package func missingData(for route: ReaderRoute, in context: FeatureContext) -> String? {
    destinations.missingData(for: route)
  }

  package func handle(_ intent: ReaderIntent, in context: FeatureContext) -> Outcome<
    UserDataChange, Never
  > {
    switch intent {
    case .pageTapped(let page):
      guard case .chapter(let seriesID, let chapter)? = Self.route(of: context) else {
        return .rejected(Self.notFromMessage("a chapter's", context))
      }
      return open(seriesID: seriesID, chapter: chapter, page: page)
    case .immersiveTapped:
      guard case .page(let seriesID, let chapter, let page)? = Self.route(of: context) else {
        return .rejected(Self.notFromMessage("a page's", context))
      }
      let cover = ReaderRoute.immersive(seriesID: seriesID, chapter: chapter, page: page)
      return Outcome(commands: [.present(cover.erased, style: .fullScreenCover)])
    case .nextPageTapped, .previousPageTapped:
      guard case .page(let seriesID, let chapter, let page)? = Self.route(of: context) else {
        return .rejected(Self.notFromMessage("a page's", context))
      }
      return turn(
        seriesID: seriesID, chapter: chapter, from: page, by: intent == .nextPageTapped ? 1 : -1,
        immersive: false, context)
    case .immersiveNextPageTapped, .immersivePreviousPageTapped:
      guard case .immersive(let seriesID, let chapter, let page)? = Self.route(of: context) else {
        return .rejected(Self.notFromMessage("the immersive", context))
      }
      return turn(
        seriesID: seriesID, chapter: chapter, from: page,
        by: intent == .immersiveNextPageTapped ? 1 : -1, immersive: true, context)
    case .exitImmersiveTapped:
      return Outcome(commands: [.dismiss])
    case .doneTapped:
      return Outcome(commands: [Self.leaveReader(context)])
    }
  }

  /// The reader route of the screen an intent came from.
  private static func route(of context: FeatureContext) -> ReaderRoute? {
    context.route?.as(ReaderRoute.self)
  }

  /// What an intent of one reader screen answers when it came from another (a wiring
  /// mistake: no screen of the app sends it so).
  ///
  /// - Parameters:
  ///   - screen: The screen it belongs to, as in "belongs to a page's screen".
  ///   - context: Where the intent came from.
  /// - Returns: A sentence naming the route it came from.
  package static func notFromMessage(_ screen: String, _ context: FeatureContext) -> String {
    "This reader action belongs to \(screen) screen; it came from "
      + "\(context.route?.key ?? "the \(context.tab) tab's root")."
  }

  /// The command that leaves the reader from where the user is.
  ///
  /// When the active stack is a modal whose root is a reader route, the reader was presented:
  /// dismiss it. Otherwise it was pushed: pop the reader routes on top of the active path
  /// (`popCount`), leaving the screen the reader was opened from.
  ///
  /// - Parameter context: Where the user is.
  /// - Returns: `.dismiss` or `.popCount` of the reader routes on top.
  package static func leaveReader(_ context: FeatureContext) -> NavigationCommand {
    if let root = context.presentation?.root, root.feature == ReaderRoute.feature {
      return .dismiss
    }
    return .popCount(context.path.reversed().prefix { $0.feature == ReaderRoute.feature }.count)
  }

  // MARK: - Intents

  private func open(seriesID: Series.ID, chapter number: Int, page: Int) -> Outcome<
    UserDataChange, Never
  > {
    let lookup = ReaderLookup(catalog: dependencies.catalog, seriesID: seriesID, chapter: number)
    guard case .found(let series, let chapter) = lookup else {
      return Outcome(message: lookup.problem?.message)
    }
    guard chapter.hasPage(page) else {
      return Outcome(message: ReaderLookup.missingPage(page, of: series, chapter))
    }
    let route = ReaderRoute.page(seriesID: seriesID, chapter: number, page: page)
    return Outcome(
      commands: [.push(route.erased)],
      changes: [.recordProgress(ReadingProgress(seriesID: seriesID, chapter: number, page: page))])
  }

  private func turn(
    seriesID: Series.ID, chapter number: Int, from page: Int, by step: Int, immersive: Bool,
    _ context: FeatureContext
  ) -> Outcome<UserDataChange, Never> {
    let lookup = ReaderLookup(catalog: dependencies.catalog, seriesID: seriesID, chapter: number)
    guard case .found(let series, let chapter) = lookup else {
      return Outcome(message: lookup.problem?.message)
    }
    guard chapter.hasPage(page) else {
      return Outcome(message: ReaderLookup.missingPage(page, of: series, chapter))
    }
    // `page` is a page of the chapter, but a catalog may give a chapter `Int.max` pages.
    let (target, overflow) = page.addingReportingOverflow(step)
    guard !overflow, chapter.hasPage(target) else {
      let edge = step > 0 ? "last" : "first"
      return Outcome(message: "Page \(page) is the \(edge) page of chapter \(number).")
    }
    let progress = UserDataChange.recordProgress(
      ReadingProgress(seriesID: seriesID, chapter: number, page: target))
    if immersive {
      let cover = ReaderRoute.immersive(seriesID: seriesID, chapter: number, page: target)
      // The page under the cover turns with it, so leaving immersive shows the page reached.
      let page = ReaderRoute.page(seriesID: seriesID, chapter: number, page: target)
      return Outcome(
        commands: [
          .dismiss, .replaceTop(page.erased), .present(cover.erased, style: .fullScreenCover),
        ],
        changes: [progress])
    }
    let next = ReaderRoute.page(seriesID: seriesID, chapter: number, page: target).erased
    // The page turns in place when it is on top; otherwise the next page is pushed.
    let onTop = context.path.top.flatMap { $0.as(ReaderRoute.self) }
    let step: NavigationCommand = if case .page? = onTop { .replaceTop(next) } else { .push(next) }
    return Outcome(commands: [step], changes: [progress])
  }
}
